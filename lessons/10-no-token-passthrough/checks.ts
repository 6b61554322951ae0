import { defineChecks, missingStep, type MissingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import type { ApiCallEvent } from '../../src/runtime/trace/events';
import {
  apiCallsDuring,
  connectionsNamed,
  eventsDuring,
  serversOnLink,
  type ClientConnection,
} from '../../src/lessons/checkKit/connections';
import { bearerToken, describeExchange, httpExchanges } from '../../src/lessons/checkKit/http';
import { contentText, modelToolCalls, secretLeaks } from '../../src/lessons/checkKit/llmContext';
import { decodedPath, handlerOf, tracedToolCalls } from '../../src/lessons/checkKit/toolCalls';

// Shortcuts this lesson rules out, and what catches each:
// - forwarding the caller's token to GitLab (token passthrough) → no-passthrough, answered;
// - accepting any live token, whoever it was issued for → audience (the wiki's token);
// - refusing the wiki's audience by name, or accepting any audience that starts like this server's
//   → audience: the program's probe presents a token issued for https://mcp.acme.example.evil.example/mcp;
// - accepting one particular token instead of an audience → audience (ci-job's token must pass);
// - 403 where an invalid token gets 401 → audience;
// - a token in the context, the console or a URL → never-in-context.
const LOOKALIKE = 'lookalike-server';
const HOST = 'tour-host';
const REPLAY = 'wiki-server';
const OTHER_CLIENT = 'ci-job';
const TOOL = 'list_open_issues';

function phase(run: RunView, name: string): ClientConnection | undefined {
  return connectionsNamed(run, name)[0];
}

const missing = (name: string) =>
  missingStep(
    `No client named "${name}" connected. Keep the runs as they are, the probe at the end included: the checks find them by their client names.`,
  );
const describeCall = (c: ApiCallEvent) =>
  `${c.method} ${decodedPath(c)} → ${c.status}${c.refusal ? ` (${c.refusal})` : ''}`;

/** Why `name`'s token (issued for another server) was not refused with 401 before anything ran; undefined when it was. */
function refusedBeforeAnything(run: RunView, name: string): string | MissingStep | undefined {
  const replay = phase(run, name);
  if (!replay) return missing(name);
  const [first] = httpExchanges(run, replay.link);
  if (!first) return `${name} sent no request.`;
  if (!bearerToken(first.request)) return `${name} should present its token as Authorization: Bearer, as before.`;
  const calls = apiCallsDuring(run, replay);
  const handled = eventsDuring(run, replay).some((e) => e.kind === 'tool-handler');
  const status = first.response?.status;
  if (status === 403) {
    return (
      `The server refused ${name}'s token with 403 (${describeExchange(first)}). It is right to refuse it, but 403 means "your token is fine, ` +
      'it lacks a permission"; a token issued for another audience is an invalid token here, which the specification answers with 401 and WWW-Authenticate: Bearer.'
    );
  }
  if (status !== undefined && status >= 400 && status !== 401) {
    return `The server refused ${name}'s token with ${status} (${describeExchange(first)}). An invalid token gets 401 with WWW-Authenticate: Bearer.`;
  }
  if (status !== 401) {
    return (
      `The server accepted ${name}'s token, issued for another server (${describeExchange(first)})` +
      `${handled ? `, ran ${TOOL}` : ''}${calls.length ? ` and called GitLab ${calls.length} time(s)` : ''}. ` +
      'The token is live, but it is not for this server. In the HTTP wrapper, refuse it with 401 unless info.aud is MCP_URL.'
    );
  }
  if (!/^Bearer\b/i.test(first.response?.headers['www-authenticate'] ?? ''))
    return 'A 401 should carry a WWW-Authenticate: Bearer header, which tells the client how to authenticate.';
  if (serversOnLink(run, replay.link).length || handled)
    return `A session or a tool ran for ${name}: the refusal must come before the router.`;
  if (calls.length) return `${name} was refused, but GitLab was called ${calls.length} time(s) meanwhile.`;
}

export default defineChecks([
  {
    id: 'answered',
    title: `${HOST}'s question is answered from GitLab, which the server reads with its own credential`,
    test(run) {
      const host = phase(run, HOST);
      if (!host) return missing(HOST);
      const asked = modelToolCalls(run, TOOL).find((c) => c.call.event.host === HOST);
      if (!asked)
        return missingStep(
          `${HOST}'s model never called ${TOOL}. Keep host.ask('Which issues are open in acme/web?').`,
        );
      const wire = tracedToolCalls(run, TOOL).find((c) => c.from === host.client.id);
      if (!wire?.result) return missingStep(`${TOOL} never came back to ${HOST}.`);
      const calls = handlerOf(run, wire)?.apiCalls ?? [];
      const refused = calls.find((c) => c.status === 401);
      if (refused) {
        const why =
          refused.refusal === 'wrong credential'
            ? `a token issued for someone else: most likely the one ${HOST} sent, which was issued for the MCP server`
            : 'no usable credential';
        return (
          `${TOOL} came back as "${contentText(wire.result.content)}": GitLab refused what the server sent it (${describeCall(refused)}), ${why}. ` +
          "Call GitLab with the server's own GITLAB_TOKEN."
        );
      }
      if (wire.result.isError) return `${TOOL} came back as an error: "${contentText(wire.result.content)}".`;
      if (!calls.some((c) => c.status === 200)) return `${TOOL}'s handler never read GitLab.`;
    },
  },
  {
    id: 'no-passthrough',
    title:
      "No token a client presented ever reaches GitLab: every GitLab request of the run carries the server's own credential",
    test(run) {
      const calls = run.events.filter((e): e is ApiCallEvent => e.kind === 'api-call');
      if (calls.length === 0)
        return missingStep("GitLab was never called, so this run proves nothing. Keep the host's question.");
      // GitLab accepts exactly one credential, the server's; any other credential it receives is refused.
      const foreign = calls.find((c) => c.refusal);
      if (foreign) {
        const during = [HOST, OTHER_CLIENT, REPLAY, LOOKALIKE].find((name) => {
          const p = phase(run, name);
          return p && foreign.seq >= p.startSeq && foreign.seq < p.endSeq;
        });
        return (
          `During ${during ?? 'the run'}, GitLab received a credential that is not the server's (${describeCall(foreign)}). ` +
          'That is token passthrough: the server forwarded the token a client gave it. The specification forbids it: that token was issued for the MCP server, ' +
          "and GitLab's controls and logs would see the client instead of the server. Use the server's own credential for every upstream call."
        );
      }
    },
  },
  {
    id: 'audience',
    title: `A token issued for another server (${REPLAY}'s, and the probe's for a lookalike address) is refused with 401 and WWW-Authenticate: Bearer, before any session, tool or GitLab call; tokens issued for this server (${HOST}'s, ${OTHER_CLIENT}'s) are accepted`,
    test(run) {
      for (const name of [REPLAY, LOOKALIKE]) {
        const refused = refusedBeforeAnything(run, name);
        if (refused) return refused;
      }
      for (const name of [HOST, OTHER_CLIENT]) {
        const client = phase(run, name);
        if (!client) return missing(name);
        const status = httpExchanges(run, client.link)[0]?.response?.status;
        if (status !== 200) {
          return (
            `${name}'s token, issued for this server, should still be accepted; its initialize got ${status ?? 'no answer'}. ` +
            'Check whom a token was issued for (its audience), not whether it is one particular token.'
          );
        }
      }
    },
  },
  {
    id: 'never-in-context',
    title: "Neither token reaches the model's context, the console or a URL",
    kind: 'observes',
    test(run) {
      if (!modelToolCalls(run).some((c) => c.call.event.host === HOST))
        return missingStep(`${HOST}'s model made no tool call; keep its question.`);
      const leak = secretLeaks(run)[0];
      if (leak) return `The secret "${leak.label}" appeared in the ${leak.where} (event #${leak.inEvent}).`;
    },
  },
]);

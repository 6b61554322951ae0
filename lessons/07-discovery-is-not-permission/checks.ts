import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import { contentText, modelToolCalls } from '../../src/lessons/checkKit/llmContext';
import { policyDecisions } from '../../src/lessons/checkKit/policy';
import {
  decodedPath,
  handlerOf,
  sentForModel,
  tracedToolCalls,
  type TracedToolCall,
} from '../../src/lessons/checkKit/toolCalls';

// Shortcuts this lesson rules out, and what catches each:
// - trusting the host's allowlist to protect the server → server-refuses (a client goes around it);
// - checking the project by the name the caller typed → server-refuses (acme/api and 2 name one project);
// - checking after writing → server-refuses, state-unchanged;
// - keeping idempotence by remembering which issues this server closed, instead of reading the
//   issue → reads-before-writing: the program's probe closes acme/web#3, closed before the run;
// - refusing the two names the app tries, or looking at "already closed" before "whose issue" →
//   reads-before-writing: the probe also closes acme/api#2, another team's closed issue.
const WRITE = 'close_issue';
const READ = 'get_issue';

function about(call: TracedToolCall, project: string, iid: number): boolean {
  const args = (call.arguments ?? {}) as { project?: unknown; iid?: unknown };
  return args.project === project && args.iid === iid;
}

/** The writes (anything but GET) a tools/call's handler sent to the tracker. */
function writesOf(run: RunView, call: TracedToolCall) {
  return (handlerOf(run, call)?.apiCalls ?? []).filter((c) => c.method !== 'GET');
}

/** The two names of another team's project that the program tries: its path and its numeric id. */
const FOREIGN = ['acme/api', '2'];

/** The direct closes of acme/api#1, one per name of the project: tools/calls sent with a client, not by the host for the model. */
function directForeignCloses(run: RunView): { project: string; call?: TracedToolCall }[] {
  return FOREIGN.map((project) => ({
    project,
    call: tracedToolCalls(run, WRITE).find((c) => about(c, project, 1) && !sentForModel(run, c)),
  }));
}

export default defineChecks([
  {
    id: 'host-refuses',
    title: `The host's allowlist refuses the model's ${WRITE}: a policy denial, and nothing goes on the wire`,
    kind: 'observes',
    test(run) {
      const asked = modelToolCalls(run, WRITE)[0];
      if (!asked) return missingStep(`The model never asked for ${WRITE}. Keep host.ask('Close issue 1 in acme/api').`);
      const decision = policyDecisions(run, WRITE).find((d) => d.seq > asked.call.event.seq);
      if (decision?.decision !== 'deny')
        return `The host allowed the model's ${WRITE} (${decision?.reason ?? 'no decision'}). Keep the host's allowlist to get_issue.`;
      const until = asked.result?.event.seq ?? Infinity;
      const sent = tracedToolCalls(run).find((c) => c.requestSeq > asked.call.event.seq && c.requestSeq < until);
      if (sent) return `A tools/call (${sent.name}) went out while the host was handling the refused call.`;
      if (asked.result?.event.instance !== undefined)
        return 'The refusal should come from the host, not from a server.';
    },
  },
  {
    id: 'server-refuses',
    title: `Sent straight from an SDK client, ${WRITE} for acme/api#1 is refused by the server (isError) before any write, whether the project is named acme/api or 2`,
    test(run) {
      for (const { project, call: direct } of directForeignCloses(run)) {
        if (!direct)
          return missingStep(
            `No direct ${WRITE} for ${project}#1 was sent. Keep the client.callTool(...) loop that goes around the host.`,
          );
        const writes = writesOf(run, direct);
        if (writes.length) {
          const alias =
            project === 'acme/api'
              ? ''
              : ` ${project} is acme/api's numeric id: a rule about the project's path misses it.`;
          return (
            `The server wrote to GitLab for ${project}#1 (${writes.map((w) => `${w.method} ${decodedPath(w)} ${w.status}`).join(', ')}).${alias} ` +
            `The host never saw this call, so only the server can stop it: in ${WRITE}, read the issue and return an isError result when its project_id is not TEAM_PROJECT_ID.`
          );
        }
        if (!direct.result?.isError)
          return `${WRITE} for ${project}#1 wrote nothing, but reported success ("${contentText(direct.result?.content)}"). Refuse it with isError: true, so the caller knows.`;
      }
    },
  },
  {
    id: 'state-unchanged',
    title: `Read back with ${READ} after the refused write, acme/api#1 is still open`,
    test(run) {
      const directs = directForeignCloses(run).map((d) => d.call);
      if (directs.some((d) => !d))
        return missingStep(`Not every direct ${WRITE} for acme/api#1 was sent. Keep the client.callTool(...) loop.`);
      const last = Math.max(...directs.map((d) => d!.requestSeq));
      const read = tracedToolCalls(run, READ).find((c) => c.requestSeq > last && about(c, 'acme/api', 1));
      if (!read) return missingStep(`Nothing read acme/api#1 back after the writes. Keep the ${READ} call.`);
      if (read.result?.isError) return `${READ} failed: ${contentText(read.result.content)}`;
      const state = (read.result?.structuredContent as { state?: unknown } | undefined)?.state;
      if (!handlerOf(run, read)?.apiCalls.some((c) => c.method === 'GET' && c.status === 200))
        return `${READ} answered without asking GitLab.`;
      if (state !== 'opened')
        return `${READ} says acme/api#1 is now "${String(state)}": a write that nobody refused changed another team's issue. Add the business check to ${WRITE} in the server.`;
    },
  },
  {
    id: 'idempotent',
    title: `Closing acme/web#1 twice succeeds twice but writes once: ${WRITE}'s idempotentHint is kept`,
    test(run) {
      const closes = tracedToolCalls(run, WRITE).filter((c) => about(c, 'acme/web', 1));
      if (closes.length < 2)
        return missingStep(
          `${WRITE} for acme/web#1 should be sent twice; it was sent ${closes.length} time(s). Keep the loop.`,
        );
      const failed = closes.find((c) => !c.result || c.result.isError);
      if (failed)
        return `An attempt to close acme/web#1 failed: "${contentText(failed.result?.content) || failed.protocolError?.message}". Closing an issue that is already closed should succeed.`;
      const writes = closes.flatMap((c) => writesOf(run, c));
      if (writes.length !== 1) {
        return (
          `Closing acme/web#1 twice sent ${writes.length} writes to GitLab. The tool declares idempotentHint: true, but a hint is only a promise: ` +
          `keep it by reading the issue first and returning success without writing when it is already closed.`
        );
      }
      if (writes[0].status !== 200) return `The write for acme/web#1 failed with status ${writes[0].status}.`;
    },
  },
  {
    id: 'reads-before-writing',
    title: `${WRITE} decides on the issue as GitLab has it: acme/web#3, closed before the run, succeeds without a write; acme/api#2, another team's, is refused`,
    test(run) {
      const closed = tracedToolCalls(run, WRITE).find((c) => about(c, 'acme/web', 3));
      const foreign = tracedToolCalls(run, WRITE).find((c) => about(c, 'acme/api', 2));
      if (!closed || !foreign)
        return missingStep('The probe at the end did not close acme/web#3 and acme/api#2. Leave the probe as it is.');
      if (!closed.result || closed.result.isError)
        return `Closing acme/web#3, which was already closed, failed: "${contentText(closed.result?.content) || closed.protocolError?.message}". It is in this team's project: succeed without writing.`;
      const again = writesOf(run, closed);
      if (again.length)
        return `Closing acme/web#3, closed before this program ran, sent ${again.map((w) => `${w.method} ${decodedPath(w)}`).join(', ')}. Whether an issue is closed is GitLab's to say: read it, and skip the write when it is.`;
      if (!foreign.result?.isError)
        return `Closing acme/api#2, another team's issue, came back as a success ("${contentText(foreign.result?.content)}"). Refuse an issue outside the team's project first, whatever state it is in.`;
      const written = writesOf(run, foreign);
      if (written.length) return `acme/api#2 was written to (${decodedPath(written[0])}) before it was refused.`;
    },
  },
]);

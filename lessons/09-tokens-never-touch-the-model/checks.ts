import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import type { HttpEvent } from '../../src/runtime/trace/events';
import {
  apiCallsDuring,
  connectionsNamed,
  serversOnLink,
  type ClientConnection,
} from '../../src/lessons/checkKit/connections';
import { bearerToken, credentialsInUrl, describeExchange, httpExchanges } from '../../src/lessons/checkKit/http';
import { contextEvents, modelToolCalls, secretLeaks } from '../../src/lessons/checkKit/llmContext';

// Shortcuts this lesson rules out, and what catches each:
// - the token left in run 2's URL → bearer-header;
// - a server that takes a token from the URL, or drops it and serves anyway → query-refused, api-calls;
// - a server that refuses only access_token, the one name the app uses → query-refused: the
//   program's probe (host-private-token) sends the token in the header and as ?private_token= too;
// - a token in the model's context or an accepted URL → never-in-context.
// The four runs, found by the name of the host that drives each (clientInfo.name).
const RUNS = { stdio: 'host-stdio', header: 'host-http', query: 'host-query', probe: 'host-private-token' } as const;

function runOf(run: RunView, name: string): ClientConnection | undefined {
  return connectionsNamed(run, name)[0];
}

function missingRun(name: string) {
  return missingStep(
    `No host named "${name}" connected. Keep the three run(...) calls and their host names: the checks tell the runs apart by them.`,
  );
}

/** The response to the HTTP request event with this seq, if it was one. */
function responseTo(run: RunView, requestSeq: number): HttpEvent | undefined {
  const request = run.events.find(
    (e): e is HttpEvent => e.seq === requestSeq && e.kind === 'http' && e.direction === 'request',
  );
  return (
    request &&
    run.events.find(
      (e): e is HttpEvent => e.kind === 'http' && e.direction === 'response' && e.exchange === request.exchange,
    )
  );
}

const refusedStatus = (status: number | undefined) => status === 400 || status === 401;

export default defineChecks([
  {
    id: 'bearer-header',
    title: `${RUNS.header} sends its token as Authorization: Bearer on every request, and none of its URLs carries a token`,
    test(run) {
      const http = runOf(run, RUNS.header);
      if (!http) return missingRun(RUNS.header);
      const exchanges = httpExchanges(run, http.link);
      if (exchanges.length === 0) return missingStep(`${RUNS.header} sent no HTTP request.`);
      const inUrl = exchanges.find((x) => credentialsInUrl(x.request).length > 0);
      if (inUrl) {
        return (
          `${RUNS.header}'s requests carry a token in the URL (${credentialsInUrl(inUrl.request).join(', ')}=…). URLs end up in browser history, proxy and ` +
          `server access logs; the specification forbids access tokens in the query string. Send it in the Authorization header instead (hint 2 names the transport's option).`
        );
      }
      const unsigned = exchanges.find((x) => !bearerToken(x.request));
      if (unsigned)
        return `${describeExchange(unsigned)} went out without Authorization: Bearer. The specification wants it on every request of the session, not only the first.`;
      const refused = exchanges.find((x) => (x.response?.status ?? 0) >= 400);
      if (refused) return `The server refused ${describeExchange(refused)}.`;
    },
  },
  {
    id: 'query-refused',
    title: `${RUNS.query} (?access_token=) and ${RUNS.probe} (a Bearer header, and ?private_token= too) are refused with 400 or 401 before any server starts or GitLab is called`,
    test(run) {
      for (const name of [RUNS.query, RUNS.probe]) {
        const query = runOf(run, name);
        if (!query) return missingRun(name);
        const [first] = httpExchanges(run, query.link);
        if (!first) return missingStep(`${name} sent no HTTP request.`);
        const params = credentialsInUrl(first.request);
        if (params.length === 0)
          return `${name} should keep its token in the URL: it plays a misconfigured client, and the server must cope with it.`;
        const calls = apiCallsDuring(run, query);
        if (!refusedStatus(first.response?.status)) {
          return (
            `The server answered ${name}'s ${describeExchange(first)}, whose URL carries ${params.join(', ')}=…, and the run went on to make ${calls.length} GitLab request(s). ` +
            'In the HTTP wrapper, answer a request whose URL carries a token, under any parameter name, with 400 (error "invalid_request") before reading the token or calling the router.'
          );
        }
        if (serversOnLink(run, query.link).length)
          return `A server session started for ${name}: the refusal must come before the router.`;
        if (calls.length) return `${name} was refused, but ${calls.length} GitLab request(s) happened during it.`;
      }
    },
  },
  {
    id: 'api-calls',
    title: `GitLab is called once per accepted run and never for a refused one: ${RUNS.stdio} 1, ${RUNS.header} 1, ${RUNS.query} 0, ${RUNS.probe} 0`,
    test(run) {
      const expected = [
        [RUNS.stdio, 1],
        [RUNS.header, 1],
        [RUNS.query, 0],
        [RUNS.probe, 0],
      ] as const;
      const phases = expected.map(([name]) => runOf(run, name));
      const absent = expected.find((_, i) => !phases[i]);
      if (absent) return missingRun(absent[0]);
      const calls = phases.map((phase) => apiCallsDuring(run, phase!));
      const failed = calls.flat().find((c) => c.status !== 200);
      if (failed)
        return `GitLab answered ${failed.status} (${failed.refusal ?? 'an error'}) to ${failed.method} ${failed.path}.`;
      const counts = expected.map(([name], i) => `${name} ${calls[i].length}`).join(', ');
      if (expected.some(([, count], i) => calls[i].length !== count))
        return `GitLab requests per run: ${counts}. Expected 1, 1, 0 and 0: a refused request must cause nothing downstream.`;
      const stdio = runOf(run, RUNS.stdio)!;
      const spawn = run.events.find((e) => e.kind === 'spawn' && e.link === stdio.link);
      if (spawn?.kind !== 'spawn' || !Object.keys(spawn.env).length)
        return `${RUNS.stdio}'s server should get its GitLab token from the environment the host gives it.`;
    },
  },
  {
    id: 'never-in-context',
    title: 'No token reaches any model context, and the only URL that ever carried one was refused',
    test(run) {
      for (const name of [RUNS.stdio, RUNS.header]) {
        if (!modelToolCalls(run).some((c) => c.call.event.host === name && c.result))
          return missingStep(
            `${name}'s model never got a tool result; keep its host.ask(...), so there is a context to inspect.`,
          );
      }
      const leaks = secretLeaks(run);
      const inContext = leaks.find((l) => l.where === 'llm-context');
      if (inContext)
        return `The secret "${inContext.label}" reached a model's context (event #${inContext.inEvent}). The model may see the question, the tools and the results, never a credential.`;
      const accepted = leaks.find((l) => l.where !== 'url' || !refusedStatus(responseTo(run, l.inEvent)?.status));
      if (accepted) {
        return accepted.where === 'url'
          ? `The secret "${accepted.label}" travelled in the URL of a request the server accepted (event #${accepted.inEvent}). Move it to the Authorization header, and refuse URLs that carry one.`
          : `The secret "${accepted.label}" showed up in the ${accepted.where} (event #${accepted.inEvent}).`;
      }
      const wording = contextEvents(run).find((e) => /bearer|access_token|glpat-/i.test(JSON.stringify(e.entry)));
      if (wording) return `A credential detail reached ${wording.host}'s model context (event #${wording.seq}).`;
    },
  },
]);

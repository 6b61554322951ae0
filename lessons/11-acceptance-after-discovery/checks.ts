import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import type { HttpEvent, JsonRpcEvent } from '../../src/runtime/trace/events';
import { sameJson } from '../../src/lessons/checkKit/json';
import {
  eventsOfSuite,
  isAssertionFailure,
  suiteNamed,
  talkedToServer,
  type SuiteResult,
  type TestResult,
} from '../../src/lessons/checkKit/testReports';
import { handlerOf, tracedToolCalls, type TracedToolCall } from '../../src/lessons/checkKit/toolCalls';

// Shortcuts this lesson rules out, and what catches each:
// - a suite too thin to see the bug (no read-back after a refused write) → catches-broken;
// - a suite that fails the bad release by its name or version string, whether in a test of its own
//   or tucked into one that talks to the server → judges-behaviour: the program's probe runs the
//   suite against a correct release tagged -rc and a broken one with a plain version, both numbered
//   at random;
// - an assertion wrong on a good server → passes-on-good (and judges-behaviour's correct release);
// - areas never exercised → covers-acceptance.
const PROBE_GOOD = 'probe: a correct release';
const PROBE_BROKEN = 'probe: a broken release';
const GOOD = 'acceptance: gitlab-mcp 1.4.0';
const BROKEN = 'acceptance: gitlab-mcp 1.5.0-rc.1';
const VERSION = '2025-11-25';

const firstLine = (result: TestResult) => result.error?.split('\n')[0] ?? '';
const listFailures = (results: TestResult[]) => results.map((r) => `"${r.name}" (${firstLine(r)})`).join('; ');
const missingSuite = (name: string) =>
  missingStep(
    `No suite named "${name}" was reported. Keep the loop at the end that runs test(\`acceptance: \${release.name}\`, …) for each release.`,
  );

/** What the suite did on the wire, read from the events of its stretch of the run. */
function evidence(run: RunView, suite: SuiteResult) {
  const events = eventsOfSuite(run, suite);
  const inSuite = new Set(events.map((e) => e.seq));
  const sentByServer = events.filter(
    (e): e is JsonRpcEvent => e.kind === 'jsonrpc' && e.direction === 'send' && e.layer === 'server',
  );
  const results = sentByServer.map((e) => e.message.result as Record<string, unknown> | undefined);
  const calls = tracedToolCalls(run).filter((c) => inSuite.has(c.requestSeq));
  const handled = (c: TracedToolCall) => handlerOf(run, c);
  const refusedByHandler = calls.filter((c) => c.result?.isError && handled(c)?.end?.isError);
  const http = events.filter((e): e is HttpEvent => e.kind === 'http');
  const responseTo = (request: HttpEvent) =>
    http.find((e) => e.direction === 'response' && e.exchange === request.exchange);
  return {
    initialization: results.some((r) => r?.protocolVersion === VERSION),
    discovery: results.some((r) => Array.isArray(r?.tools)),
    output: calls.some((c) => c.result && !c.result.isError && c.result.structuredContent !== undefined),
    'schema rejection': calls.some((c) => c.result?.isError && !handled(c)),
    authentication: http.some((e) => e.direction === 'response' && e.status === 401),
    'business rejection': refusedByHandler.length > 0,
    'state after failure': refusedByHandler.some((refused) =>
      calls.some(
        (later) =>
          later.requestSeq > refused.requestSeq &&
          later.name !== refused.name &&
          !later.result?.isError &&
          sameJson(later.arguments, refused.arguments),
      ),
    ),
    'repeated writes': calls.some((first, i) => {
      const again = calls.slice(i + 1).find((c) => c.name === first.name && sameJson(c.arguments, first.arguments));
      const wrote = [first, again].some((c) => c && handled(c)?.apiCalls.some((a) => a.method !== 'GET'));
      return again !== undefined && wrote && !first.result?.isError && !again.result?.isError;
    }),
    shutdown: http.some((e) => {
      const status =
        e.direction === 'request' && e.method === 'DELETE' && e.headers['mcp-session-id']
          ? responseTo(e)?.status
          : undefined;
      return status !== undefined && status >= 200 && status < 300;
    }),
  };
}

const HOW: Record<keyof ReturnType<typeof evidence>, string> = {
  initialization: `connect and assert the negotiated version, transport.protocolVersion === '${VERSION}'`,
  discovery: 'list the tools and assert what they are',
  output: 'call get_issue and assert its structuredContent',
  'schema rejection': 'send arguments the input schema refuses and assert an isError result; the handler must not run',
  authentication: 'connect once without a token and assert that the connection is refused with 401',
  'business rejection': "close another team's issue, acme/api#1, and assert an isError result",
  'state after failure': 'after a refused close, read the same issue back with get_issue and assert it is still open',
  'repeated writes': 'close the same acme/web issue twice and assert that both calls succeed',
  shutdown: 'end the session with a DELETE (the transport has a method for it) and assert the server forgot it',
};

export default defineChecks([
  {
    id: 'passes-on-good',
    title: 'Every assertion of the suite holds on release 1.4.0, a correct server',
    kind: 'observes',
    test(run) {
      const suite = suiteNamed(run, GOOD);
      if (!suite) return missingSuite(GOOD);
      if (suite.tests.length === 0)
        return `The suite for 1.4.0 ran no tests${suite.error ? `: ${firstLine(suite)}` : ''}. Put each assertion in its own t.test(…).`;
      const failed = suite.tests.filter((t) => !t.passed);
      if (failed.length)
        return `On 1.4.0, which is correct, these tests failed: ${listFailures(failed)}. An acceptance suite must pass on a good server: fix the assertion.`;
      if (!suite.passed) return `The suite for 1.4.0 failed outside its tests: ${firstLine(suite)}.`;
    },
  },
  {
    id: 'catches-broken',
    title: 'The same suite rejects release 1.5.0-rc.1: at least one of its assertions fails there',
    test(run) {
      const good = suiteNamed(run, GOOD);
      const broken = suiteNamed(run, BROKEN);
      if (!broken) return missingSuite(BROKEN);
      const names = (s: SuiteResult | undefined) => JSON.stringify((s?.tests ?? []).map((t) => t.name));
      if (good && names(good) !== names(broken))
        return 'The two releases ran different tests. Run the same suite, with the same tests, against both.';
      const failed = broken.tests.filter((t) => !t.passed);
      const crashed = failed.filter((t) => !isAssertionFailure(t));
      if (crashed.length)
        return `On 1.5.0-rc.1 some tests crashed instead of asserting: ${listFailures(crashed)}. A crash says nothing about the release; turn it into an assertion.`;
      if (failed.length === 0) {
        return (
          '1.5.0-rc.1 passed every assertion, and it is broken: the suite would let it in. Compare how the two releases close an issue, ' +
          'then add the assertion that tells them apart — look at what a refused write leaves behind.'
        );
      }
      if (!failed.some((t) => talkedToServer(run, t))) {
        return (
          `On 1.5.0-rc.1 only ${listFailures(failed)} failed, and it asked the server nothing while it ran: it judged the release by something other than ` +
          "what the server did (its name?). Write the suite against target only, and let the server's answers fail it."
        );
      }
    },
  },
  {
    id: 'covers-acceptance',
    title:
      'On 1.4.0 the suite exercises initialization, discovery, output, schema rejection, authentication, business rejection, state after failure, repeated writes and shutdown',
    test(run) {
      const suite = suiteNamed(run, GOOD);
      if (!suite) return missingSuite(GOOD);
      const seen = evidence(run, suite);
      const missing = (Object.keys(seen) as (keyof typeof seen)[]).filter((area) => !seen[area]);
      if (missing.length)
        return missingStep(
          `The suite never exercised ${missing.join(', ')}. ${missing.map((area) => `For ${area}: ${HOW[area]}.`).join(' ')}`,
        );
    },
  },
  {
    id: 'judges-behaviour',
    title:
      'Against two releases it has never met, numbered at random, the suite accepts the correct one and rejects the broken one',
    test(run) {
      const good = suiteNamed(run, PROBE_GOOD);
      const broken = suiteNamed(run, PROBE_BROKEN);
      if (!good || !broken)
        return missingStep(
          'The probe at the end of the program did not report both of its suites. Leave the probe as it is.',
        );
      const wronglyFailed = good.tests.filter((t) => !t.passed);
      if (wronglyFailed.length || !good.passed)
        return `The suite rejected a correct release it had not seen before: ${listFailures(wronglyFailed) || firstLine(good)}. Judge a release by what its server does, not by its name or version.`;
      const caught = broken.tests.filter((t) => !t.passed && isAssertionFailure(t));
      if (caught.length === 0)
        return 'The suite let in a broken release it had not seen before, under a version number it could not know. Assert what a refused write leaves behind, whatever the release is called.';
    },
  },
]);

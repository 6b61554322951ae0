import type { RunView } from '../../runtime/trace/query';
import { suiteNamed, type TestResult, talkedToServer } from './testReports';

// What a probe of mcp-tour/probes reported: it runs as a suite of mcp-tour/acceptance, one
// subtest per attempt, so a check reads which attempts the learner's server turned away.

export type ProbeSuiteOutcome = { ran: false } | { ran: true; failed: TestResult[] };

/** The named attempts of the probe suite `suite`: which of them failed; ran: false if one is missing or the suite never reached the server. */
export function probeSuiteOutcome(run: RunView, suite: string, tests: readonly string[]): ProbeSuiteOutcome {
  const found = suiteNamed(run, suite);
  const reported = found?.tests ?? [];
  const picked = tests.map((name) => reported.find((t) => t.name === name));
  if (!found || !talkedToServer(run, found) || picked.some((t) => t === undefined)) return { ran: false };
  return { ran: true, failed: (picked as TestResult[]).filter((t) => !t.passed) };
}

import type { ConsoleEvent, TraceEvent } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';

// What a test suite run with mcp-tour/acceptance reported: which tests ran, which passed, and
// what each failure said. The helper prints node:test's spec-reporter lines as console events of
// the host layer; this is the one place that reads them back.

/** One finished test: a subtest of a suite, or a suite itself. */
export interface TestResult {
  name: string;
  passed: boolean;
  /** The error printed beneath a failure, first line first: "AssertionError [ERR_ASSERTION]: …". */
  error?: string;
  /** Nesting level: 0 for a top-level test (a suite), 1 for its subtests. */
  depth: number;
  /** Seq of the event that reported it. */
  seq: number;
}

/** A top-level test with the subtests it ran, and the stretch of the run it covered. */
export interface SuiteResult extends TestResult {
  tests: TestResult[];
  /**
   * Where its stretch of the run begins (exclusive): the previous suite's last report line, or 0.
   * Suites run one after another, and work a suite does before its first subtest (connecting,
   * say) comes before its first report line.
   */
  startSeq: number;
}

const LINE = /^( *)(▶|✔|✖) (.*)$/;

/** Every report line of the run, as started (▶) or finished (✔/✖) tests, in order. */
function reportLines(run: RunView) {
  return run.events.flatMap((event: TraceEvent) => {
    if (event.kind !== 'console' || event.layer !== 'host') return [];
    const [first, ...rest] = (event as ConsoleEvent).text.split('\n');
    const match = LINE.exec(first);
    if (!match) return [];
    const depth = match[1].length / 2;
    const name = match[2] === '✖' ? match[3].replace(/ \(\d+ of \d+ failed\)$/, '') : match[3];
    const error = rest.length ? rest.map((line) => line.slice((depth + 1) * 2)).join('\n') : undefined;
    return [{ seq: event.seq, depth, mark: match[2], name, error }];
  });
}

/** Every top-level test (suite) the run reported, with its subtests, in order. */
export function suiteResults(run: RunView): SuiteResult[] {
  const lines = reportLines(run);
  const suites: SuiteResult[] = [];
  let tests: TestResult[] = [];
  for (const line of lines) {
    if (line.mark === '▶') continue;
    const result: TestResult = { name: line.name, passed: line.mark === '✔', depth: line.depth, seq: line.seq, ...(line.error ? { error: line.error } : {}) };
    if (line.depth === 1) tests.push(result);
    if (line.depth === 0) {
      suites.push({ ...result, tests, startSeq: suites.at(-1)?.seq ?? 0 });
      tests = [];
    }
  }
  return suites;
}

/** The last suite reported under this name. */
export function suiteNamed(run: RunView, name: string): SuiteResult | undefined {
  return suiteResults(run).findLast((s) => s.name === name);
}

/** The events a suite caused: everything after the previous suite finished, up to its own last report line. */
export function eventsOfSuite(run: RunView, suite: SuiteResult): TraceEvent[] {
  return run.events.filter((e) => e.seq > suite.startSeq && e.seq < suite.seq);
}

/** True when a failure was an assertion that did not hold (not a crash or a connection error). */
export function isAssertionFailure(result: TestResult): boolean {
  return !result.passed && /^AssertionError\b/.test(result.error ?? '');
}

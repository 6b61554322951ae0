import type { TestEvent, TraceEvent } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';

// What a test suite run with mcp-tour/acceptance reported — which tests ran, which passed, what
// each failure said — read from its `test` trace events.

/** One finished test: a subtest of a suite, or a suite itself. */
export interface TestResult {
  name: string;
  passed: boolean;
  /** What it threw, as node:test prints it: "AssertionError [ERR_ASSERTION]: …". */
  error?: string;
  /** Nesting level: 0 for a top-level test (a suite), 1 for its subtests. */
  depth: number;
  /** Seq of the event that reported it finished. */
  seq: number;
  /** Seq of the event that reported it started. */
  startSeq: number;
}

/** A top-level test with the subtests it ran, and the stretch of the run it covered. */
export interface SuiteResult extends TestResult {
  tests: TestResult[];
}

function testEvents(run: RunView): TestEvent[] {
  return run.events.filter((event: TraceEvent): event is TestEvent => event.kind === 'test');
}

function toResult(event: TestEvent, startSeq: number): TestResult {
  const { error } = event;
  return {
    name: event.path[event.path.length - 1],
    passed: event.status === 'pass',
    depth: event.path.length - 1,
    seq: event.seq,
    startSeq,
    ...(error ? { error: `${error.name}${error.code ? ` [${error.code}]` : ''}: ${error.message}` } : {}),
  };
}

/** Every top-level test (suite) the run reported, with its subtests, in order. */
export function suiteResults(run: RunView): SuiteResult[] {
  const events = testEvents(run);
  const suites: SuiteResult[] = [];
  let startSeq = 0;
  let testStartSeq = 0;
  let tests: TestResult[] = [];
  for (const event of events) {
    if (event.path.length === 1 && event.phase === 'start') {
      startSeq = event.seq;
      tests = [];
    } else if (event.path.length === 2 && event.phase === 'start') {
      testStartSeq = event.seq;
    } else if (event.path.length === 2 && event.phase === 'end') {
      tests.push(toResult(event, testStartSeq));
    } else if (event.path.length === 1 && event.phase === 'end') {
      suites.push({ ...toResult(event, startSeq), tests });
    }
  }
  return suites;
}

/** The last suite reported under this name. */
export function suiteNamed(run: RunView, name: string): SuiteResult | undefined {
  return suiteResults(run).findLast((s) => s.name === name);
}

/** The events a suite (or one of its tests) caused: everything between its start and its end. */
export function eventsOfSuite(run: RunView, suite: TestResult): TraceEvent[] {
  return run.events.filter((e) => e.seq > suite.startSeq && e.seq < suite.seq);
}

/** True when a test asked the server something while it ran: a JSON-RPC request or an HTTP request went out. */
export function talkedToServer(run: RunView, test: TestResult): boolean {
  return eventsOfSuite(run, test).some(
    (e) =>
      (e.kind === 'jsonrpc' && e.direction === 'send' && e.layer === 'client') ||
      (e.kind === 'http' && e.direction === 'request'),
  );
}

/** True when a failure was an assertion that did not hold (not a crash or a connection error). */
export function isAssertionFailure(result: TestResult): boolean {
  return !result.passed && /^AssertionError\b/.test(result.error ?? '');
}

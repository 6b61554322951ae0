import { activeRecorder } from '../../../trace/activeRecorder';

// Runs a test and its subtests the way node:test does — in order, each awaited, a failing
// subtest reported and the rest still run, nothing rethrown — and prints each result in the shape
// of node:test's spec reporter (console events of the host layer). Each test also leaves `test`
// trace events, which is what lesson checks read.

/** A test's context, as node:test passes it to the test function. */
export interface TestContext {
  /** The test's name. */
  readonly name: string;
  /**
   * Runs a subtest and resolves once it has finished, whether it passed or failed (a failure is
   * reported, not thrown), as node:test's `t.test` does.
   */
  test(name: string, fn: TestFn): Promise<void>;
}

/** A test body: it passes unless it throws (or its promise rejects), for example with an AssertionError. */
export type TestFn = (t: TestContext) => unknown;

/** Runs `fn` as a test under `parents`; resolves to whether it (and every subtest) passed. */
export async function runTest(name: string, fn: TestFn, parents: readonly string[] = []): Promise<boolean> {
  if (typeof name !== 'string' || typeof fn !== 'function')
    throw new TypeError('test(name, fn): name must be a string and fn a function');
  const path = [...parents, name];
  const indent = '  '.repeat(parents.length);
  activeRecorder()?.emit({ kind: 'test', layer: 'host', phase: 'start', path });
  let started = false;
  let total = 0;
  let failed = 0;
  const context: TestContext = {
    name,
    async test(subName, subFn) {
      if (!started) report(`${indent}▶ ${name}`);
      started = true;
      total++;
      if (!(await runTest(subName, subFn, path))) failed++;
    },
  };
  let error: unknown;
  try {
    await fn(context);
  } catch (thrown) {
    error = thrown;
  }
  const passed = error === undefined && failed === 0;
  const counts = failed > 0 ? ` (${failed} of ${total} failed)` : '';
  activeRecorder()?.emit({
    kind: 'test',
    layer: 'host',
    phase: 'end',
    path,
    status: passed ? 'pass' : 'fail',
    ...(error === undefined ? {} : { error: errorSummary(error) }),
  });
  report(
    `${indent}${passed ? '✔' : '✖'} ${name}${counts}${error === undefined ? '' : `\n${describeError(error, `${indent}  `)}`}`,
  );
  return passed;
}

function errorSummary(error: unknown): { name: string; code?: string; message: string } {
  const code = (error as { code?: unknown } | null)?.code;
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  return { name: error.name, ...(typeof code === 'string' ? { code } : {}), message: error.message };
}

/** "AssertionError [ERR_ASSERTION]: message", every line indented, as node:test prints a failure. */
function describeError(error: unknown, indent: string): string {
  const code = (error as { code?: unknown } | null)?.code;
  const text =
    error instanceof Error
      ? `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${error.message}`
      : String(error);
  return text
    .split('\n')
    .map((line) => `${indent}${line}`)
    .join('\n');
}

function report(text: string): void {
  const recorder = activeRecorder();
  if (recorder) recorder.emit({ kind: 'console', layer: 'host', level: 'log', text });
  else console.log(text);
}

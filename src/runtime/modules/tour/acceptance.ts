import { runTest, type TestFn } from './acceptance/testRun';

// mcp-tour/acceptance: node:test's `test` for acceptance suites in the page. An acceptance suite
// runs against a server the way a CI job would before a release is let in, and its report goes
// into the run's trace, so a lesson can read which assertions ran and which failed.

export type { TestContext, TestFn } from './acceptance/testRun';

/**
 * Runs a test, in the shape of node:test's `test(name, fn)`: `fn` receives a context whose
 * `t.test(name, fn)` runs a subtest. Subtests run one after another; a subtest that throws (an
 * AssertionError from node:assert, or any error) is reported as failed and the next one still runs.
 * The returned promise resolves once everything has finished and never rejects for a failed test,
 * as with node:test, so one failing suite does not stop the program.
 *
 * Results are printed as node:test's spec reporter does: `▶ name`, then `✔ subtest` or
 * `✖ subtest` with the error beneath it, then `✔ name` or `✖ name (k of n failed)`.
 *
 * Under Node, `import { test } from 'node:test'` runs the same code.
 *
 * @example
 * import assert from 'node:assert/strict';
 * import { test } from 'mcp-tour/acceptance';
 *
 * await test('acceptance: gitlab-mcp 1.4.0', async (t) => {
 *   await t.test('initialization: protocol version 2025-11-25', () => {
 *     assert.equal(transport.protocolVersion, '2025-11-25');
 *   });
 * });
 */
export async function test(name: string, fn: TestFn): Promise<void> {
  await runTest(name, fn);
}

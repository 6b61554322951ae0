import { describe, expect, it } from 'vitest';
import { runInNode } from '../runtime/node/runInNode';
import { defineChecks, evaluateChecks, missingStep } from './checks';

// A failure that means "the program never got to this step" must not blame lines the learner never
// removed when the program stopped early: it names where it stopped instead.

const checks = defineChecks([
  {
    id: 'printed',
    title: 'The program prints "done"',
    test: (run) =>
      run.consoleOutput().some((line) => line.includes('done'))
        ? undefined
        : missingStep('Keep the console.log("done") line.'),
  },
  {
    id: 'plain',
    title: 'The program prints "first"',
    kind: 'observes',
    test: (run) => (run.consoleOutput().some((line) => line.includes('first')) ? undefined : 'Print "first".'),
  },
]);

describe('checks over a run that stopped early', () => {
  it('a run that finished gets the missing step as written', async () => {
    const [printed] = evaluateChecks(checks, await runInNode('console.log("first");'));
    expect(printed).toMatchObject({ status: 'fail', kind: 'achieves', message: 'Keep the console.log("done") line.' });
  });

  it('a thrown error: the line where the program stopped, and the error', async () => {
    const [printed, plain] = evaluateChecks(
      checks,
      await runInNode('console.log("first");\nthrow new TypeError("nope");\nconsole.log("done");'),
    );
    expect(printed.message).toBe(
      'The program stopped at line 2 (TypeError: nope) before reaching this step. Fix that first; the lines for this step may well be fine.',
    );
    expect(plain).toMatchObject({ status: 'pass', kind: 'observes' });
  });

  it('a syntax error: nothing ran, and the message says where', async () => {
    const [printed, plain] = evaluateChecks(checks, await runInNode('console.log("first");\nconsole.log("done";\n'));
    expect(printed.message).toMatch(/^The program stopped at line 2 \(SyntaxError: .+\) before reaching this step/);
    // A plain failure keeps its own words.
    expect(plain.message).toBe('Print "first".');
  });

  it('the time limit: says it was stopped before reaching this step', async () => {
    const [printed] = evaluateChecks(
      checks,
      await runInNode('await new Promise(() => {});\nconsole.log("done");', { timeLimitMs: 600 }),
    );
    expect(printed.message).toMatch(/^Stopped after 0.6 s: .* It was stopped before reaching this step\.$/);
  });
});

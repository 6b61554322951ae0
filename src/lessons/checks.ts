import type { RunError, RunRecord } from '../runtime/trace/events';
import { RunView } from '../runtime/trace/query';

// A lesson's checks.ts default-exports defineChecks([...]). Each check is an assertion over the
// run record: return nothing to pass, return a sentence (or throw) to fail with that explanation.
// The fields besides `test` are described (and validated by the lesson tests) by checkSchema in
// ./schema.ts; this file stays free of zod because every lesson page loads it.

/**
 * "achieves": the check grades something the learner has to do; the starter fails it.
 * "observes": the check watches something the starter already does (a handshake, a refusal the
 * program sets up), so its pass is shown as observed, not as the learner's achievement.
 */
export type CheckKind = 'achieves' | 'observes';

/**
 * A failure that means "the program never got to this step" ("Keep the host.ask(…) line"). When
 * the run stopped early (a syntax error, a thrown error, the time limit), that advice would blame
 * lines the learner never removed, so the learner is told where the program stopped instead.
 */
export interface MissingStep {
  missingStep: string;
}

/** Fails with `message` when the program ran to its end, and with "it stopped at line N" when it did not. */
export function missingStep(message: string): MissingStep {
  return { missingStep: message };
}

// biome-ignore lint/suspicious/noConfusingVoidType: a check passes by returning nothing
export type CheckOutcome = string | MissingStep | void | undefined;

export interface Check {
  id: string;
  /** What the learner must achieve, phrased as a statement that is true when it passes. */
  title: string;
  /** Default "achieves". */
  kind?: CheckKind;
  test: (run: RunView) => CheckOutcome;
}

export type CheckStatus = 'pass' | 'fail' | 'pending';

export interface CheckResult {
  id: string;
  title: string;
  kind: CheckKind;
  status: CheckStatus;
  /** Why it failed, in words a learner can act on. */
  message?: string;
}

export function defineChecks(checks: Check[]): Check[] {
  const ids = new Set<string>();
  for (const check of checks) {
    if (ids.has(check.id)) throw new Error(`Duplicate check id "${check.id}"`);
    ids.add(check.id);
  }
  return checks;
}

export function pendingResults(checks: readonly Check[]): CheckResult[] {
  return checks.map(({ id, title, kind = 'achieves' }) => ({ id, title, kind, status: 'pending' }));
}

export function evaluateChecks(checks: readonly Check[], record: RunRecord): CheckResult[] {
  const run = new RunView(record);
  const stop = record.status === 'ok' ? undefined : record.error;
  return checks.map(({ id, title, kind = 'achieves', test }): CheckResult => {
    try {
      const outcome = test(run);
      if (!outcome) return { id, title, kind, status: 'pass' };
      const message = typeof outcome === 'string' ? outcome : stop ? stoppedBefore(stop) : outcome.missingStep;
      return { id, title, kind, status: 'fail', message };
    } catch (error) {
      return { id, title, kind, status: 'fail', message: error instanceof Error ? error.message : String(error) };
    }
  });
}

/** "The program stopped at line 12 (TypeError: x is not a function) before reaching this step." */
export function stoppedBefore(error: RunError): string {
  if (error.kind === 'timeout') return `${error.message} It was stopped before reaching this step.`;
  if (error.kind === 'stopped') return 'You stopped the program before it reached this step.';
  const where = error.line === undefined ? '' : ` at line ${error.line}`;
  const what = `${error.name ?? (error.kind === 'syntax' ? 'SyntaxError' : 'Error')}: ${error.message}`;
  return `The program stopped${where} (${what}) before reaching this step. Fix that first; the lines for this step may well be fine.`;
}

import type { RunRecord } from '../runtime/trace/events';
import { RunView } from '../runtime/trace/query';

// A lesson's checks.ts default-exports defineChecks([...]). Each check is an assertion over the
// run record: return nothing to pass, return a sentence (or throw) to fail with that explanation.

export interface Check {
  id: string;
  /** What the learner must achieve, phrased as a statement that is true when it passes. */
  title: string;
  test: (run: RunView) => string | void | undefined;
}

export type CheckStatus = 'pass' | 'fail' | 'pending';

export interface CheckResult {
  id: string;
  title: string;
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
  return checks.map(({ id, title }) => ({ id, title, status: 'pending' }));
}

export function evaluateChecks(checks: readonly Check[], record: RunRecord): CheckResult[] {
  const run = new RunView(record);
  return checks.map(({ id, title, test }) => {
    try {
      const failure = test(run);
      return failure ? { id, title, status: 'fail', message: failure } : { id, title, status: 'pass' };
    } catch (error) {
      return { id, title, status: 'fail', message: error instanceof Error ? error.message : String(error) };
    }
  });
}

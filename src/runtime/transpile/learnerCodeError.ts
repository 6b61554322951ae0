import type { RunError } from '../trace/events';

/** An error that is the learner's to fix (syntax, bad import), already phrased for them. */
export class LearnerCodeError extends Error {
  constructor(readonly runError: RunError) {
    super(runError.message);
    this.name = runError.name ?? 'Error';
  }
}

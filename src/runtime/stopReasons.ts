import type { RunError } from './trace/events';

// How a run that did not finish by itself is explained to the learner, in every runner.

export function timeLimitError(timeLimitMs: number): RunError {
  const seconds = timeLimitMs / 1000;
  return {
    kind: 'timeout',
    name: 'TimeLimit',
    message: `Stopped after ${seconds} s: the code was still running. Look for an endless loop, a timer that never stops, or an await that never finishes.`,
  };
}

export function stoppedError(): RunError {
  return { kind: 'stopped', name: 'Stopped', message: 'Stopped: you pressed Stop before the code finished.' };
}

import { activeRecorder } from '../../../trace/activeRecorder';
import type { NewTraceEvent } from '../../../trace/events';
import type { TraceRecorder } from '../../../trace/recorder';

// A transport outlives the statement that created it. Its events belong to the run it was
// created in, and to no later one: a stream still open from an earlier run must not write into
// the next run's log.

export interface RunTrace {
  readonly recorder: TraceRecorder | undefined;
  emit(event: NewTraceEvent): void;
}

/** The trace of the run in progress, or a silent one outside a run. */
export function currentRunTrace(): RunTrace {
  const recorder = activeRecorder();
  return {
    recorder,
    emit(event) {
      if (recorder && activeRecorder() === recorder) recorder.emit(event);
    },
  };
}

/** Calls `callback` just before the run's log closes, so a helper can record what is still in flight. */
export function beforeRunFinishes(recorder: TraceRecorder | undefined, callback: () => void): void {
  recorder?.beforeFinish(callback);
}

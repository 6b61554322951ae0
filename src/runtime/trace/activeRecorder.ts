import type { TraceRecorder } from './recorder';

// The recorder of the run in progress. A sandbox runs one program at a time, so instrumented
// modules (the SDK's Protocol, the tour helpers) find the log to write to here.

let active: TraceRecorder | undefined;

export function setActiveRecorder(recorder: TraceRecorder | undefined): void {
  active = recorder;
}

export function activeRecorder(): TraceRecorder | undefined {
  return active;
}

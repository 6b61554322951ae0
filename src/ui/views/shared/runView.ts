import type { TraceEvent } from '../../../runtime/trace/events';
import { RunView } from '../../../runtime/trace/query';

// The lesson check kit asks its questions of a RunView. The views ask the same questions of the
// events up to the replay step.

export function runViewOf(events: readonly TraceEvent[]): RunView {
  return new RunView(events);
}

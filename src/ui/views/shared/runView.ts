import type { TraceEvent } from '../../../runtime/trace/events';
import { RunView } from '../../../runtime/trace/query';

// The lesson check kit asks its questions of a RunView. The views ask the same questions of the
// events up to the replay step, so they wrap those events in one (the status is not read).

export function runViewOf(events: readonly TraceEvent[]): RunView {
  return new RunView({ status: 'ok', events: events as TraceEvent[], durationMs: 0 });
}

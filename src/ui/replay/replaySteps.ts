import type { TraceEvent } from '../../runtime/trace/events';

// Replay is a number: how many of the run's events the views are shown. Step 0 shows nothing,
// step n (the run's length) shows the whole run. Every view is a pure function of
// `eventsUpTo(events, step)`, so replaying re-derives the views; nothing keeps a copy.

export function eventsUpTo(events: readonly TraceEvent[], step: number): readonly TraceEvent[] {
  // The whole run is the array itself, so memoized views keep their results at the end.
  return step >= events.length ? events : events.slice(0, Math.max(0, step));
}

export function clampStep(step: number, total: number): number {
  return Math.min(total, Math.max(0, Math.round(step)));
}

const isMessage = (event: TraceEvent) => event.kind === 'jsonrpc' && event.direction === 'send';

/** The step that shows the next JSON-RPC message sent after the current step (or the end). */
export function nextMessageStep(events: readonly TraceEvent[], step: number): number {
  for (let index = Math.max(0, step); index < events.length; index++) if (isMessage(events[index])) return index + 1;
  return events.length;
}

/** The step that shows the JSON-RPC message sent before the last one shown (or the start). */
export function previousMessageStep(events: readonly TraceEvent[], step: number): number {
  for (let index = Math.min(step, events.length) - 2; index >= 0; index--)
    if (isMessage(events[index])) return index + 1;
  return 0;
}

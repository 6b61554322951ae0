import type { TraceEvent } from '../../../runtime/trace/events';
import { wireMessages } from '../../../runtime/trace/wire';

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

/**
 * The step that shows each message, in order: the messages the Messages view lists, so stepping
 * by message lands on every row of it, those from a sender the trace does not see (the
 * notifications of a `subscriptions/listen` stream) included.
 */
export function messageSteps(events: readonly TraceEvent[]): number[] {
  const messages = new Set<TraceEvent>(wireMessages(events));
  const steps: number[] = [];
  events.forEach((event, index) => {
    if (messages.has(event)) steps.push(index + 1);
  });
  return steps;
}

/** The step that shows the next message after the current step (or the end). */
export function nextMessageStep(steps: readonly number[], step: number, total: number): number {
  return steps.find((at) => at > step) ?? total;
}

/** The step that shows the message before the last one shown (or the start). */
export function previousMessageStep(steps: readonly number[], step: number): number {
  return steps.findLast((at) => at < step) ?? 0;
}

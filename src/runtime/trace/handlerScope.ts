import { activeRecorder } from './activeRecorder';

// Which tool handler a downstream API request (mcp-tour/api) came from, decided when the request
// is made and written into its api-call event, so the trace itself says which server instance
// caused it (views and checks read that, rather than guessing from what else was running).
//
// A browser has no async context to follow a handler across its awaits. What is certain: code
// that runs while the handler is being entered (its body up to its first await, where most
// handlers make their first request) belongs to it. After an await, a request belongs to the one
// handler running then; with several running at once (concurrent calls), to the latest started.

export interface RunningHandler {
  /** The server instance whose handler runs, as in its tool-handler events. */
  instance?: string;
  tool: string;
  /** The seq of the handler's tool-handler start event. */
  start: number;
}

/** Handlers running now, oldest first, with the run each belongs to (the Node runner runs many in one process). */
const running: { handler: RunningHandler; run: object | undefined }[] = [];
let entering: RunningHandler | undefined;

/**
 * Runs `enter` (the call that starts the handler) as `handler`'s own code, and keeps the handler
 * counted as running until the promise `enter` returns settles.
 */
export function runHandler<T>(handler: RunningHandler, enter: () => Promise<T>): Promise<T> {
  const entry = { handler, run: activeRecorder() };
  running.push(entry);
  const outer = entering;
  entering = handler;
  let settled: Promise<T>;
  try {
    settled = enter();
  } catch (error) {
    settled = Promise.reject(error);
  } finally {
    entering = outer;
  }
  const leave = () => {
    const at = running.lastIndexOf(entry);
    if (at >= 0) running.splice(at, 1);
  };
  return settled.finally(leave);
}

/** The handler a request made now belongs to, if any handler is running. */
export function currentHandler(): RunningHandler | undefined {
  // A handler of an earlier run that never finished (stopped, timed out) made nothing of this one.
  return entering ?? running.findLast((entry) => entry.run === activeRecorder())?.handler;
}

/** The fields an api-call event takes from the handler that made the request (none outside handlers). */
export function madeBy(handler: RunningHandler | undefined): { instance?: string; handler?: number } {
  if (!handler) return {};
  return handler.instance === undefined
    ? { handler: handler.start }
    : { instance: handler.instance, handler: handler.start };
}

import { activeRecorder } from './activeRecorder';

// Which tool handler a downstream API request (mcp-tour/api) came from, decided when the request
// is made and written into its api-call event, so the trace itself says which server instance
// caused it (views and checks read that, rather than guessing from what else was running).
//
// A browser has no async context to follow a handler across its awaits, so the request context
// the SDK hands each handler is what ties a request to it: every call of a tool handler gets an
// AbortSignal of its own (SDK 1.x `extra.signal`, v2 `ctx.mcpReq.signal`), and a tour API client
// bound to that context (`api.client(token, extra)`, `client.for(ctx)`) sends it with each request.
// A request that carries no handler's signal falls back to what is certain without one: code
// that runs while the handler is being entered (its body up to its first await) belongs to it;
// after an await, to the one handler running then, or with several running, to the latest started.

export interface RunningHandler {
  /** The server instance whose handler runs, as in its tool-handler events. */
  instance?: string;
  tool: string;
  /** The seq of the handler's tool-handler start event. */
  start: number;
}

/** The handler each request signal was handed to (a signal is one call's own). */
const bySignal = new WeakMap<AbortSignal, RunningHandler>();

/** Handlers running now, oldest first, with the run each belongs to (the Node runner runs many in one process). */
const running: { handler: RunningHandler; run: object | undefined }[] = [];
let entering: RunningHandler | undefined;

/**
 * Runs `enter` (the call that starts the handler) as `handler`'s own code, and keeps the handler
 * counted as running until the promise `enter` returns settles. `signal` is the call's request
 * signal: requests that carry it are the handler's, whenever they are made.
 */
export function runHandler<T>(handler: RunningHandler, enter: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal) bySignal.set(signal, handler);
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

/**
 * The handler a request made now belongs to: the one whose request signal it carries, else (see
 * above) the one being entered or the latest running, if any.
 */
export function handlerOf(signal: AbortSignal | null | undefined): RunningHandler | undefined {
  return (signal ? bySignal.get(signal) : undefined) ?? currentHandler();
}

/** The handler a request made now belongs to by timing alone, if any handler is running. */
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

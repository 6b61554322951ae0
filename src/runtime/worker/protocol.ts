import type { RunError, RunStatus, TraceEvent } from '../trace/events';

// Messages between the page and a sandbox Worker. They travel over a private MessagePort handed
// over at start-up, so learner code calling self.postMessage cannot impersonate the runtime.

export type ToSandbox = { type: 'run'; source: string };

export type FromSandbox =
  /** Loaded and warmed up: a run may be sent. */
  | { type: 'ready' }
  /** The program is running from now on: the time limit counts from here, not from the request. */
  | { type: 'started' }
  | { type: 'events'; events: TraceEvent[] }
  | { type: 'done'; status: RunStatus; error?: RunError };

export type SandboxInit = { type: 'init'; port: MessagePort };

import type { PackScript } from '../modules/packs';
import type { RunError, RunStatus, TraceEvent } from '../trace/events';

// Messages between the page, the sandbox frame and a sandbox Worker.
//
// The page holds a hidden <iframe sandbox="allow-scripts"> (an opaque origin, and in Chromium its
// own process), served from /sandbox/. The frame starts one Worker per run from a data: URL (so the
// Worker is opaque too) and hands it a private MessagePort of the page's. After that the page and
// the Worker talk directly over that port; the frame only starts, kills and answers pings.
// Nothing that arrives from the frame or a Worker is trusted: see validateMessage.ts.

/**
 * Page → Worker, over the run port: code to check for type syntax and packs to load (once ready,
 * before the run), then one run.
 */
export type ToSandbox =
  | { type: 'check'; source: string }
  | { type: 'load'; pack: PackScript; source: string }
  | { type: 'run'; source: string };

/** Worker → page, over the run port. */
export type FromSandbox =
  /** Loaded and warmed up: a run may be sent. */
  | { type: 'ready' }
  /** The program is running from now on: the time limit counts from here, not from the request. */
  | { type: 'started' }
  /** The answer to a 'check', in order: the code has type syntax, so it needs the transpiler pack. */
  | { type: 'checked'; typeSyntax: boolean }
  /** A pack is loaded and warmed up, or (with `error`) could not be loaded. */
  | { type: 'loaded'; pack: PackScript; error?: string }
  | { type: 'events'; events: TraceEvent[] }
  | { type: 'done'; status: RunStatus; error?: RunError };

/** Frame → Worker, first: the runtime's text, which the Worker loads (frame.ts). */
export const RUNTIME_SOURCE = 'mcp-tour:runtime';

/** Frame → Worker, once: the port the Worker talks to the page over. */
export type SandboxInit = { type: 'init'; port: MessagePort };

/** Page → frame window, once, with the control port transferred alongside. The frame accepts the first one from its parent only. */
export const FRAME_CONNECT = 'mcp-tour:sandbox-connect';
export type FrameConnect = { type: typeof FRAME_CONNECT };

/** Page → frame, over the control port. */
export type ToFrame =
  /** Give a Worker (the warm one, if any) this run port. */
  { type: 'spawn'; id: number; port: MessagePort } | { type: 'kill'; id: number } | { type: 'ping'; n: number };

/** Frame → page, over the control port. */
export type FromFrame =
  | { type: 'pong'; n: number }
  /** The Worker failed to load or threw outside any run (its script is missing, say). */
  | { type: 'worker-error'; id: number; message: string };

import type { RunRecord, TraceEvent } from './trace/events';

// The whole seam between the page and the code that executes learner programs.
// The UI holds a Runner and nothing else from the runtime's execution machinery.

export interface RunOptions {
  /** Called for every trace event as it happens, in order. */
  onEvent?: (event: TraceEvent) => void;
  /** Wall-clock limit; the run is killed after it. Default DEFAULT_TIME_LIMIT_MS. */
  timeLimitMs?: number;
}

export interface Runner {
  /** Runs TypeScript source as an ES module. Never rejects: failures are in the record. */
  run(source: string, options?: RunOptions): Promise<RunRecord>;
  /**
   * Says what code is on the page, so the next run's sandbox loads what it imports (an SDK
   * generation) ahead of Run. Resolves once a waiting sandbox has started and holds it, so a run of
   * this code starts without a cold start; or once that could not be done (the run then says why).
   * Never rejects. The page offers Run from the first prepare's settling.
   */
  prepare(source: string): Promise<void>;
  /** Stops the run in progress, if any; its record ends with status "stopped". */
  stop(): void;
  dispose(): void;
}

export const DEFAULT_TIME_LIMIT_MS = 5000;

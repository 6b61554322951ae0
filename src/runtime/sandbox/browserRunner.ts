import { DEFAULT_TIME_LIMIT_MS, type RunOptions, type Runner } from '../runner';
import { crashedError, sandboxFailedError, stoppedError, timeLimitError } from '../stopReasons';
import type { RunError, RunRecord, TraceEvent } from '../trace/events';
import { whenIdle } from '../../platform/idle';
import type { ToSandbox } from './protocol';
import { openSandboxFrame, type SandboxFrame, type SandboxWorker } from './sandboxFrame';
import { PAGE_LIMITS, readFromSandbox } from './validateMessage';

// Runs each program in a fresh Worker inside the sandbox frame and keeps the next one warm. The
// page never runs learner code itself, so an endless loop costs a Worker and a heap bomb costs the
// frame, never the page: on the time limit or Stop the Worker is killed, on a dead frame a new
// frame is opened, and the record says why. Once a run has ended, nothing more from it is read.

const READY_TIMEOUT_MS = 30_000;

interface Spare extends SandboxWorker {
  ready: Promise<void>;
  /** Rejects `ready` (the Worker failed to load). */
  fail(why: string): void;
}

/** `openFrame` is for tests: the browser always uses the real frame. */
export function createBrowserRunner(openFrame: () => SandboxFrame = openSandboxFrame): Runner {
  let frame = openFrame();
  let spare: Spare | undefined;
  let stopCurrent: ((error: RunError) => void) | undefined;
  let disposed = false;

  // A frame in trouble is replaced at once; a run in progress there ends with the reason.
  const watch = (watched: SandboxFrame) =>
    watched.onTrouble((trouble) => {
      if (trouble.kind === 'worker-error') {
        if (trouble.id === spare?.id) spare.fail(trouble.message);
        else if (trouble.id === currentId) crashCurrent?.(trouble.message);
        return;
      }
      if (watched === runningFrame) crashCurrent?.('dead');
      if (watched === frame && !disposed) {
        replaceFrame();
        warmNext();
      }
    });
  const replaceFrame = () => {
    frame.dispose();
    frame = openFrame();
    watch(frame);
    spare = undefined;
  };
  let crashCurrent: ((why: string) => void) | undefined;
  let currentId: number | undefined;
  let runningFrame: SandboxFrame | undefined;

  const startSpare = (): Spare => {
    const worker = frame.spawn();
    let fail: (why: string) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      fail = (why) => reject(new Error(why));
      const timer = setTimeout(() => fail('the code runner did not start in time'), READY_TIMEOUT_MS);
      worker.port.onmessage = ({ data }) => {
        if (readFromSandbox(data)?.message.type === 'ready') {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    ready.catch(() => {});
    return { ...worker, ready, fail };
  };
  const takeSpare = (): Spare => {
    const taken = spare ?? startSpare();
    spare = undefined;
    return taken;
  };
  // Warm the next Worker once the page is quiet again, not while a run competes for the CPU.
  const warmNext = () => {
    if (disposed || spare) return;
    const start = () => {
      if (!disposed && !spare) spare = startSpare();
    };
    whenIdle(start, 500);
  };

  watch(frame);
  spare = startSpare();

  return {
    ready: spare.ready,

    async run(source: string, options: RunOptions = {}): Promise<RunRecord> {
      stopCurrent?.(stoppedError());
      const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
      // The last run may have just killed the frame, before the heartbeat could call it dead.
      if (frame.silentForMs() > 750) replaceFrame();
      const sandbox = takeSpare();
      const runFrame = frame;
      runningFrame = runFrame;
      currentId = sandbox.id;
      const events: TraceEvent[] = [];
      let lastSeq = -1;
      // From the run's start in the Worker once it has started (see 'started').
      let startedAt = performance.now();
      const elapsed = () => Math.round(performance.now() - startedAt);

      const record = await new Promise<RunRecord>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        let ended = false;
        const accept = (event: TraceEvent) => {
          // In order, and no more than a page can draw.
          if (event.seq <= lastSeq || events.length >= PAGE_LIMITS.eventsPerRun) return;
          lastSeq = event.seq;
          events.push(event);
          options.onEvent?.(event);
        };
        const finish = (result: Omit<RunRecord, 'events' | 'durationMs'>) => {
          if (ended) return;
          ended = true;
          clearTimeout(timer);
          stopCurrent = undefined;
          crashCurrent = undefined;
          currentId = undefined;
          runningFrame = undefined;
          // Whatever the Worker still had queued is never read.
          sandbox.port.onmessage = null;
          sandbox.port.close();
          runFrame.kill(sandbox.id);
          const durationMs = elapsed();
          // Written here, never taken from the sandbox: how a run ended is the page's own finding.
          accept({ kind: 'end', layer: 'runtime', status: result.status, durationMs, error: result.error, seq: lastSeq + 1, t: durationMs });
          resolve({ ...result, events, durationMs });
        };
        const kill = (error: RunError) => {
          if (ended) return;
          accept({ kind: 'error', layer: 'runtime', error, seq: lastSeq + 1, t: elapsed() });
          finish({ status: error.kind === 'timeout' ? 'timeout' : error.kind === 'stopped' ? 'stopped' : 'error', error });
        };
        stopCurrent = kill;
        let started = false;
        crashCurrent = (why) => {
          if (why !== 'dead') kill(sandboxFailedError(why));
          else kill(started ? crashedError(elapsed()) : sandboxFailedError('the code runner stopped before your program started'));
        };

        sandbox.ready.then(
          () => {
            if (ended) return;
            sandbox.port.onmessage = ({ data }) => {
              const read = readFromSandbox(data);
              if (!read || ended) return;
              const { message } = read;
              if (message.type === 'started') {
                if (started) return;
                started = true;
                startedAt = performance.now();
                // A frame that has gone quiet is dying under the program (a heap bomb), not looping.
                timer = setTimeout(() => kill(runFrame.silentForMs() > 750 ? crashedError(elapsed()) : timeLimitError(timeLimitMs)), timeLimitMs);
              } else if (message.type === 'events') {
                message.events.forEach(accept);
              } else if (message.type === 'done') {
                finish({ status: message.status, error: message.error });
              }
            };
            sandbox.port.postMessage({ type: 'run', source } satisfies ToSandbox);
          },
          (error: Error) => kill(sandboxFailedError(error.message)),
        );
      });
      warmNext();
      return record;
    },

    stop() {
      stopCurrent?.(stoppedError());
    },

    dispose() {
      disposed = true;
      stopCurrent?.(stoppedError());
      frame.dispose();
      spare = undefined;
    },
  };
}

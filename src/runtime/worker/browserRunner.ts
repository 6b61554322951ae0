import { DEFAULT_TIME_LIMIT_MS, type RunOptions, type Runner } from '../runner';
import { stoppedError, timeLimitError } from '../stopReasons';
import type { RunError, RunRecord, TraceEvent } from '../trace/events';
import { EARLY_SANDBOX_GLOBAL, SANDBOX_WORKER_NAME } from './sandboxNames';
import type { FromSandbox, SandboxInit, ToSandbox } from './protocol';

// Runs each program in a fresh module Worker and keeps the next one warm. The page never runs
// learner code itself, so an endless loop costs a Worker, never the page: on the time limit or
// Stop the Worker is terminated and the record says why.

interface Sandbox {
  worker: Worker;
  port: MessagePort;
  ready: Promise<void>;
}

function startSandbox(): Sandbox {
  const worker = adoptEarlyWorker() ?? new Worker(new URL('./sandbox.worker.ts', import.meta.url), { type: 'module', name: SANDBOX_WORKER_NAME });
  const channel = new MessageChannel();
  worker.postMessage({ type: 'init', port: channel.port2 } satisfies SandboxInit, [channel.port2]);
  const port = channel.port1;
  const ready = new Promise<void>((resolve, reject) => {
    port.onmessage = ({ data }: MessageEvent<FromSandbox>) => {
      if (data.type === 'ready') resolve();
    };
    worker.onerror = (event) => reject(new Error(`The sandbox could not start: ${event.message || 'unknown error'}`));
  });
  return { worker, port, ready };
}

/** The Worker the page's <head> may have started already (see build/earlySandbox.ts). */
function adoptEarlyWorker(): Worker | undefined {
  const scope = globalThis as unknown as Record<string, Worker | undefined>;
  const early = scope[EARLY_SANDBOX_GLOBAL];
  scope[EARLY_SANDBOX_GLOBAL] = undefined;
  return early;
}

export function createBrowserRunner(): Runner {
  let spare: Sandbox | undefined = startSandbox();
  let stopCurrent: ((error: RunError) => void) | undefined;
  let disposed = false;

  const takeSandbox = (): Sandbox => {
    const sandbox = spare ?? startSandbox();
    spare = undefined;
    return sandbox;
  };
  // Warm the next Worker once the page is quiet again, not while a run competes for the CPU.
  const warmNext = () => {
    if (disposed || spare) return;
    const start = () => {
      if (!disposed && !spare) spare = startSandbox();
    };
    if ('requestIdleCallback' in globalThis) requestIdleCallback(start, { timeout: 500 });
    else setTimeout(start, 50);
  };

  return {
    ready: spare.ready,

    async run(source: string, options: RunOptions = {}): Promise<RunRecord> {
      stopCurrent?.(stoppedError());
      const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
      const sandbox = takeSandbox();
      const events: TraceEvent[] = [];
      // From the run's start in the Worker once it has started (see 'started').
      let startedAt = performance.now();
      const elapsed = () => Math.round(performance.now() - startedAt);

      const record = await new Promise<RunRecord>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const finish = (result: Omit<RunRecord, 'events' | 'durationMs'>) => {
          clearTimeout(timer);
          stopCurrent = undefined;
          sandbox.worker.terminate();
          resolve({ ...result, events, durationMs: elapsed() });
        };
        const kill = (error: RunError) => {
          const event = { kind: 'error', layer: 'runtime', error, seq: events.length + 1, t: elapsed() } as const;
          events.push(event);
          options.onEvent?.(event);
          finish({ status: error.kind === 'timeout' ? 'timeout' : 'stopped', error });
        };
        stopCurrent = kill;

        sandbox.ready.then(
          () => {
            if (stopCurrent !== kill) return;
            sandbox.port.onmessage = ({ data }: MessageEvent<FromSandbox>) => {
              if (data.type === 'started') {
                startedAt = performance.now();
                timer = setTimeout(() => kill(timeLimitError(timeLimitMs)), timeLimitMs);
              } else if (data.type === 'events') {
                for (const event of data.events) {
                  events.push(event);
                  options.onEvent?.(event);
                }
              } else if (data.type === 'done') {
                finish({ status: data.status, error: data.error });
              }
            };
            sandbox.port.postMessage({ type: 'run', source } satisfies ToSandbox);
          },
          (error: Error) => kill({ kind: 'internal', name: 'Error', message: error.message }),
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
      spare?.worker.terminate();
      spare = undefined;
    },
  };
}

/// <reference lib="webworker" />
import { executeProgram, internalError, type ExecutionHost } from '../execute/executeProgram';
import type { TraceEvent } from '../trace/events';
import { TraceRecorder } from '../trace/recorder';
import { WARM_UP_PROGRAM } from './warmUp';
import type { FromSandbox, SandboxInit, ToSandbox } from './protocol';

// One Worker runs exactly one program and is then thrown away, so nothing a program leaves
// behind (globals, timers, patched prototypes) can leak into the next run.

declare const self: DedicatedWorkerGlobalScope;

const host: ExecutionHost = {
  scope: self as unknown as typeof globalThis,
  moduleUrl: (source) => URL.createObjectURL(new Blob([source], { type: 'text/javascript' })),
  importModule: (url) => import(/* @vite-ignore */ url),
  onUncaught(handler) {
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      handler(event.error ?? new Error(event.message), 'runtime');
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      event.preventDefault();
      handler(event.reason, 'unhandled-rejection');
    };
    self.addEventListener('error', onError);
    self.addEventListener('unhandledrejection', onRejection);
    return () => {
      self.removeEventListener('error', onError);
      self.removeEventListener('unhandledrejection', onRejection);
    };
  },
};

// Starts at once, so a Worker created early by the page's <head> is warm by the time it is adopted.
// Never rejects: a failed warm-up only means colder code paths for the run.
const warm = warmUp().catch(() => {});

self.addEventListener('message', function onInit(event: MessageEvent<SandboxInit>) {
  if (event.data?.type !== 'init') return;
  self.removeEventListener('message', onInit);
  const port = event.data.port;
  const post = (message: FromSandbox) => port.postMessage(message);

  port.onmessage = async ({ data }: MessageEvent<ToSandbox>) => {
    if (data.type !== 'run') return;
    port.onmessage = null;
    let pending: TraceEvent[] = [];
    // Batch events per task: thousands of messages should not mean thousands of postMessages.
    const flush = () => {
      if (pending.length) post({ type: 'events', events: pending });
      pending = [];
    };
    const recorder = new TraceRecorder((traceEvent) => {
      const count = pending.push(traceEvent);
      // A program stuck in a loop never yields, so a microtask flush would never come: what it
      // printed (and any large batch) goes out at once, so the learner sees it before the stop.
      if (traceEvent.kind === 'console' || count >= 200) flush();
      else if (count === 1) queueMicrotask(flush);
    });
    try {
      post({ type: 'started' });
      const outcome = await executeProgram(data.source, host, recorder);
      flush();
      post({ type: 'done', ...outcome });
    } catch (error) {
      flush();
      post({ type: 'done', status: 'error', error: internalError(error) });
    }
  };

  // Ready once warm. (Ready before the warm-up made Run usable ≈ 0.1 s sooner, but the editor's
  // TypeScript workers, which start when Run is usable, then competed with a first run.)
  void warm.then(() => post({ type: 'ready' }));
});

async function warmUp(): Promise<void> {
  // Unrecorded: its events go nowhere and it leaves the scope as it found it.
  await executeProgram(WARM_UP_PROGRAM, host, new TraceRecorder());
}

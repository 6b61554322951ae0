/// <reference lib="webworker" />

import coreNames from 'virtual:mcp-tour/export-names/core';
import { type ExecutionHost, executeProgram, internalError } from '../execute/executeProgram';
import { corePack } from '../modules/packs/core';
import { registerPack } from '../modules/registry';
import { TraceRecorder } from '../trace/recorder';
import { loadedTranspiler } from '../transpile/transpilerSlot';
import { hasTypeSyntax } from '../transpile/typeSyntax';
import { exposeKernel } from './kernel';
import { KERNEL_GLOBAL } from './kernelModules';
import { lockDown } from './lockdown';
import { Outbox } from './outbox';
import type { FromSandbox, SandboxInit, ToSandbox } from './protocol';
import { PACK_WARM_UPS, WARM_UP_PROGRAM } from './warmUp';

// One Worker runs exactly one program and is then thrown away, so nothing a program leaves
// behind (globals, timers, patched prototypes) can leak into the next run. It is a classic script
// handed as text to a Worker that the sandbox frame starts from a data: URL (frame.ts), so it
// runs in an opaque origin: the site's storage and caches do not exist for it.

declare const self: DedicatedWorkerGlobalScope;

// Taken before any learner code exists. Learner code may patch MessagePort.prototype.postMessage,
// Function.prototype.call or the global scope; a bound function made now goes through none of them.
const postMessageToPort = MessagePort.prototype.postMessage;
const createObjectURL = URL.createObjectURL.bind(URL);
const BlobCtor = Blob;
const schedule = setTimeout.bind(self);
const now = performance.now.bind(performance);
const loadScript = importScripts.bind(self);

const host: ExecutionHost = {
  scope: self as unknown as typeof globalThis,
  moduleUrl: (source) => createObjectURL(new BlobCtor([source], { type: 'text/javascript' })),
  importModule: (url) => import(/* @vite-ignore */ url),
  transpile(source) {
    // The page loads the transpiler pack before it sends a program that needs it ('check').
    const transpile = loadedTranspiler();
    if (!transpile) throw new Error('the TypeScript transpiler is not loaded');
    return transpile(source);
  },
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

registerPack(corePack, coreNames);
// Packs loaded later (each SDK generation) share the registry, the trace and zod through this global.
exposeKernel(self);

// Starts at once, so the frame's warm Worker is warm by the time the page hands it a run.
// Never rejects: a failed warm-up only means colder code paths for the run.
const warm = executeProgram(WARM_UP_PROGRAM, host, new TraceRecorder()).catch(() => {});

self.addEventListener('message', function onInit(event: MessageEvent<SandboxInit>) {
  if (event.data?.type !== 'init' || !(event.data.port instanceof MessagePort)) return;
  self.removeEventListener('message', onInit);
  const port = event.data.port;
  const send: (message: FromSandbox) => void = postMessageToPort.bind(port);

  // Packs arrive before the run, from the page (which fetched them from the site); one message at a time.
  let queue: Promise<unknown> = warm;
  port.onmessage = ({ data }: MessageEvent<ToSandbox>) => {
    // Whether a program needs the transpiler: the page asks before it sends the program (or loads its packs).
    if (data?.type === 'check' && typeof data.source === 'string') {
      const source = data.source;
      queue = queue.then(async () =>
        send({ type: 'checked', typeSyntax: await hasTypeSyntax(source, host).catch(() => true) }),
      );
      return;
    }
    if (data?.type === 'load' && typeof data.source === 'string' && Object.hasOwn(PACK_WARM_UPS, data.pack)) {
      const pack = data.pack;
      const source = data.source;
      queue = queue.then(async () => {
        try {
          loadScript(createObjectURL(new BlobCtor([source], { type: 'text/javascript' })));
          await executeProgram(PACK_WARM_UPS[pack], host, new TraceRecorder()).catch(() => {});
          send({ type: 'loaded', pack });
        } catch (error) {
          send({ type: 'loaded', pack, error: error instanceof Error ? error.message : String(error) });
        }
      });
      return;
    }
    if (data?.type !== 'run' || typeof data.source !== 'string') return;
    port.onmessage = null;
    const source = data.source;
    queue = queue.then(() => run(source));
  };

  const run = async (source: string) => {
    // Every pack is in; the learner's program has no business with the runtime's internals.
    Reflect.deleteProperty(self, KERNEL_GLOBAL);
    const outbox = new Outbox({ send: (events) => send({ type: 'events', events }), schedule, now });
    const recorder = new TraceRecorder((traceEvent) => outbox.push(traceEvent));
    lockDown(self);
    try {
      send({ type: 'started' });
      const outcome = await executeProgram(source, host, recorder);
      // The run has its outcome, as node would have exited: a rejection still to come (a fetch
      // nobody awaited, say) belongs to no run, and must not surface as an error of the page.
      self.addEventListener('unhandledrejection', (event) => event.preventDefault());
      outbox.flush();
      send({ type: 'done', ...outcome });
    } catch (error) {
      outbox.flush();
      send({ type: 'done', status: 'error', error: internalError(error) });
    }
  };

  // Ready once warm. (Ready before the warm-up made Run usable ≈ 0.1 s sooner, but the editor's
  // TypeScript workers, which start when Run is usable, then competed with a first run.)
  void warm.then(() => send({ type: 'ready' }));
});

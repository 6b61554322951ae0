import { DEFAULT_TIME_LIMIT_MS, type RunOptions, type Runner } from '../runner';
import {
  crashedError,
  overBudgetError,
  packFailedError,
  sandboxFailedError,
  stoppedError,
  timeLimitError,
} from '../stopReasons';
import type { EndEvent, ErrorEvent, RunError, RunRecord, TraceEvent } from '../trace/events';
import { whenIdle } from '../../platform/idle';
import { type PackScript, SCRIPT_NEEDS, scriptsImportedBy } from '../modules/packs';
import { packSource as fetchPackSource } from './packSources';
import type { FromSandbox, ToSandbox } from './protocol';
import { openSandboxFrame, type SandboxFrame, type SandboxWorker } from './sandboxFrame';
import { Outbox, OUTPUT_LIMITS } from './outbox';
import { CheckBudget, readFromSandbox } from './validateMessage';

// Runs each program in a fresh Worker inside the sandbox frame and keeps the next one warm. The
// page never runs learner code itself, so an endless loop costs a Worker and a heap bomb costs the
// frame, never the page: on the time limit or Stop the Worker is killed, on a dead frame a new
// frame is opened, and the record says why. Once a run has ended, nothing more from it is read.

const READY_TIMEOUT_MS = 30_000;
const PACK_DOWNLOAD_TIMEOUT_MS = 20_000;
const RETRY = Symbol('retry in the new frame');

/** A pack that could not be downloaded, or that the Worker could not load. */
class PackLoadError extends Error {
  constructor(
    readonly pack: PackScript,
    readonly stage: 'download' | 'load',
    detail: string,
  ) {
    super(detail);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, why: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(why)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

interface Spare extends SandboxWorker {
  ready: Promise<void>;
  /** Rejects `ready` (the Worker failed to load). */
  fail(why: string): void;
  /** Loads a pack into this Worker, once; settles when it is loaded and warmed up there. */
  load(pack: PackScript): Promise<void>;
  /** Whether this code has type syntax (needs the transpiler pack), as the Worker's parser finds: see transpile/typeSyntax.ts. */
  check(source: string): Promise<boolean>;

  /** Where the run's messages go once the run has the Worker; `overBudget` as readFromSandbox says. */
  onRunMessage?: (message: FromSandbox, overBudget: boolean) => void;
}

export interface BrowserRunnerOptions {
  /** For tests: the browser always uses the real frame. */
  openFrame?: () => SandboxFrame;
  /** For tests: the browser fetches packs from the site (packSources.ts). */
  packSource?: (pack: PackScript) => Promise<string>;
  /** For tests: the page warms the next Worker at an idle moment (platform/idle.ts). */
  whenQuiet?: (callback: () => void) => void;
}

export function createBrowserRunner({
  openFrame = openSandboxFrame,
  packSource = fetchPackSource,
  whenQuiet = (callback) => whenIdle(callback, 500),
}: BrowserRunnerOptions = {}): Runner {
  let frame = openFrame();
  let spare: Spare | undefined;
  /** What the code on the page imports: each spare loads it while it waits. */
  let wantedPacks: PackScript[] = [];
  /** The last code checked for type syntax, and the answer: a run of the code just prepared asks no twice. */
  let checked: { source: string; typeSyntax: boolean } | undefined;
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
    const failures: ((error: Error) => void)[] = [];
    const loaded = new Map<PackScript, { resolve: () => void; reject: (error: Error) => void }>();
    /** Checks asked and not answered yet; the Worker answers in order. */
    const checks: ((typeSyntax: boolean) => void)[] = [];
    let fail: (why: string) => void = () => {};
    let created: Spare;
    const ready = new Promise<void>((resolve, reject) => {
      fail = (why) => {
        const error = new Error(why);
        reject(error);
        for (const fail of failures) fail(error);
      };
      const timer = setTimeout(() => fail('the code runner did not start in time'), READY_TIMEOUT_MS);
      // One Worker runs one program: the budget for checking what it sends is that run's.
      const budget = new CheckBudget();
      worker.port.onmessage = ({ data }) => {
        const read = readFromSandbox(data, budget);
        const message = read?.message;
        if (message?.type === 'ready') {
          clearTimeout(timer);
          resolve();
        } else if (message?.type === 'checked') {
          checks.shift()?.(message.typeSyntax);
        } else if (message?.type === 'loaded') {
          const waiter = loaded.get(message.pack);
          if (message.error === undefined) waiter?.resolve();
          else waiter?.reject(new PackLoadError(message.pack, 'load', message.error));
        } else if (message) created.onRunMessage?.(message, read?.overBudget === true);
      };
    });
    ready.catch(() => {});
    const packs = new Map<PackScript, Promise<void>>();
    const load = (pack: PackScript): Promise<void> => {
      let done = packs.get(pack);
      if (!done) {
        let downloadFailed = false;
        done = new Promise<void>((resolve, reject) => {
          loaded.set(pack, { resolve, reject });
          failures.push(reject);
          // Downloaded while the Worker warms up; handed over once it is ready (and once the scripts
          // it is built on are loaded). A download that stalls is given up after a while, so
          // neither Run nor a run waits for it for ever.
          const before = Promise.all([ready, ...(SCRIPT_NEEDS[pack] ?? []).map(load)]);
          withTimeout(
            packSource(pack),
            PACK_DOWNLOAD_TIMEOUT_MS,
            `no answer in ${PACK_DOWNLOAD_TIMEOUT_MS / 1000} s`,
          ).then(
            (source) =>
              before.then(() => worker.port.postMessage({ type: 'load', pack, source } satisfies ToSandbox), reject),
            (error: Error) => {
              downloadFailed = true;
              reject(new PackLoadError(pack, 'download', error.message));
            },
          );
        });
        // A download that failed (offline for a moment) is tried again by the next load that needs
        // it; a pack the Worker could not load is not sent to it twice.
        const attempt = done;
        attempt.catch(() => {
          if (downloadFailed && packs.get(pack) === attempt) packs.delete(pack);
        });
        packs.set(pack, done);
      }
      return done;
    };
    const check = (source: string) =>
      new Promise<boolean>((resolve, reject) => {
        checks.push(resolve);
        failures.push(reject);
        ready.then(() => worker.port.postMessage({ type: 'check', source } satisfies ToSandbox), reject);
      });
    created = { ...worker, ready, fail, load, check };
    wantedPacks.forEach((pack) => void load(pack));
    return created;
  };
  /** Whether `source` needs the transpiler: asked of a Worker that has run nothing yet, once per code. */
  const hasTypeSyntax = (sandbox: Spare, source: string): Promise<boolean> => {
    if (checked?.source === source) return Promise.resolve(checked.typeSyntax);
    return sandbox.check(source).then((typeSyntax) => {
      checked = { source, typeSyntax };
      return typeSyntax;
    });
  };
  /** The transpiler pack, loaded into `sandbox` when `source` has type syntax. */
  const loadTranspilerFor = (sandbox: Spare, source: string): Promise<void> =>
    hasTypeSyntax(sandbox, source).then((typeSyntax) => (typeSyntax ? sandbox.load('transpile') : undefined));
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
    whenQuiet(start);
  };

  watch(frame);
  spare = startSpare();

  /** A run; `retried` once it has moved to a new frame because its first one died before the program started. */
  async function runProgram(source: string, options: RunOptions, retried: boolean): Promise<RunRecord> {
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

    const record = await new Promise<RunRecord | typeof RETRY>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let ended = false;
      const deliver = (event: TraceEvent) => {
        events.push(event);
        options.onEvent?.(event);
      };
      // The sandbox keeps to the output limits, but a program can tamper with the runtime it
      // shares a Worker with: the page applies the same limits again, event by event.
      const budget = new Outbox({
        send: (batch) => batch.forEach(deliver),
        schedule: (callback, ms) => setTimeout(callback, ms),
        now: () => performance.now(),
        limits: { ...OUTPUT_LIMITS, eagerEvents: Infinity },
      });
      const fromSandbox = (event: TraceEvent) => {
        if (event.seq <= lastSeq) return;
        lastSeq = event.seq;
        budget.push(event);
      };
      /** The runner's own events (a stop, the end): never limited; numbered after what came before. */
      const accept = (event: EndEvent | ErrorEvent) => {
        lastSeq += 1;
        deliver({ ...event, seq: lastSeq });
      };
      const release = () => {
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
      };
      const finish = (result: Omit<RunRecord, 'events' | 'durationMs'>) => {
        if (ended) return;
        release();
        const durationMs = elapsed();
        // Written here, never taken from the sandbox: how a run ended is the page's own finding.
        accept({
          kind: 'end',
          layer: 'runtime',
          status: result.status,
          durationMs,
          error: result.error,
          seq: 0,
          t: durationMs,
        });
        resolve({ ...result, events, durationMs });
      };
      const kill = (error: RunError) => {
        if (ended) return;
        accept({ kind: 'error', layer: 'runtime', error, seq: 0, t: elapsed() });
        finish({
          status: error.kind === 'timeout' ? 'timeout' : error.kind === 'stopped' ? 'stopped' : 'error',
          error,
        });
      };
      stopCurrent = kill;
      let started = false;
      crashCurrent = (why) => {
        // Once the program runs, its own uncaught errors are the runtime's to report; a program
        // that turns that off gets the time limit, not a say in the page's error message.
        if (why !== 'dead') {
          if (!started) kill(sandboxFailedError(why));
        } else if (started) kill(crashedError(elapsed()));
        // Nothing of the program ran (its frame was dying already, after the last run nearly
        // filled its memory, say): the run goes to the new frame, once.
        else if (!retried && !ended) {
          release();
          resolve(RETRY);
        } else kill(sandboxFailedError('the code runner stopped before your program started'));
      };

      // A pack the program imports and this Worker has not loaded yet loads first (outside the time
      // limit), and so does the transpiler for code with type syntax.
      Promise.all([
        sandbox.ready,
        ...scriptsImportedBy(source).map((pack) => sandbox.load(pack)),
        loadTranspilerFor(sandbox, source),
      ]).then(
        () => {
          if (ended) return;
          sandbox.onRunMessage = (message, overBudget) => {
            if (ended) return;
            if (overBudget) {
              if (message.type === 'events') message.events.forEach(fromSandbox);
              kill(overBudgetError());
              return;
            }
            if (message.type === 'started') {
              if (started) return;
              started = true;
              startedAt = performance.now();
              // A frame that has gone quiet is dying under the program (a heap bomb), not looping.
              timer = setTimeout(
                () => kill(runFrame.silentForMs() > 750 ? crashedError(elapsed()) : timeLimitError(timeLimitMs)),
                timeLimitMs,
              );
            } else if (message.type === 'events') {
              message.events.forEach(fromSandbox);
            } else if (message.type === 'done') {
              finish({ status: message.status, error: message.error });
            }
          };
          sandbox.port.postMessage({ type: 'run', source } satisfies ToSandbox);
        },
        (error: Error) =>
          kill(
            error instanceof PackLoadError
              ? packFailedError(error.pack, error.stage, error.message)
              : sandboxFailedError(error.message),
          ),
      );
    });
    if (record === RETRY) return runProgram(source, options, true);
    warmNext();
    return record;
  }

  return {
    run: (source, options = {}) => runProgram(source, options, false),

    async prepare(source: string) {
      const imported = scriptsImportedBy(source);
      wantedPacks = checked?.source === source && checked.typeSyntax ? ['transpile', ...imported] : imported;
      // No Worker waits (a run has it, or its frame was just replaced): the next one warmed loads these packs.
      const waiting = spare;
      if (!waiting) return;
      const transpiler = hasTypeSyntax(waiting, source).then((typeSyntax) => {
        if (!typeSyntax) return;
        // Still the code on the page: the Workers warmed next load the transpiler too.
        if (wantedPacks === imported) wantedPacks = ['transpile', ...imported];
        return waiting.load('transpile');
      });
      // Never rejects: a pack that fails to load fails the run that needs it, with the reason.
      await Promise.allSettled([waiting.ready, ...wantedPacks.map((pack) => waiting.load(pack)), transpiler]);
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

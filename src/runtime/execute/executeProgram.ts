import { exposeRegistry, installPacks, isRegistered, shimSource } from '../modules/registry';
import { setActiveRecorder } from '../trace/activeRecorder';
import type { RunError, RunStatus } from '../trace/events';
import type { TraceRecorder } from '../trace/recorder';
import { LearnerCodeError } from '../transpile/learnerCodeError';
import { lexerReady, rewriteImports } from '../transpile/rewriteImports';
import { asWritten, LEARNER_FILENAME, type Transpiled } from '../transpile/transpiled';
import { hasTypeSyntax } from '../transpile/typeSyntax';
import { captureConsole } from './captureConsole';
import { recordProxies } from './inspectableProxies';
import { locateError } from './locateError';
import { type TimerTracker, trackTimers } from './trackTimers';

// The one way a program runs, in a browser Worker or under Node. The host supplies only what
// differs between the two: how a module gets a URL, the global scope, uncaught-error hooks, and
// the transpiler (in the sandbox a pack, loaded only for code with type syntax).

export interface ExecutionHost {
  scope: typeof globalThis;
  moduleUrl(source: string, role: 'learner' | 'shim'): string;
  /** The platform's own dynamic import (test runners rewrite `import()` in code they load). */
  importModule(url: string): Promise<unknown>;
  /** Reports errors nobody caught (thrown in a callback, or a rejected promise nobody handled). */
  onUncaught(handler: (error: unknown, kind: 'runtime' | 'unhandled-rejection') => void): () => void;
  /** Strips the types of a program that has type syntax (transpile/transpile.ts). */
  transpile(source: string): Transpiled;
}

export interface ExecutionOutcome {
  status: RunStatus;
  error?: RunError;
}

/**
 * Runs one program to completion. Aborting `signal` with a RunError (time limit, Stop) ends the
 * run with that error and puts the scope back as it was, even if the program never finishes.
 */
export async function executeProgram(
  source: string,
  host: ExecutionHost,
  recorder: TraceRecorder,
  signal?: AbortSignal,
): Promise<ExecutionOutcome> {
  const shimUrls = new Map<string, string>();
  const shimUrl = (specifier: string) => {
    if (!isRegistered(specifier)) return undefined;
    let url = shimUrls.get(specifier);
    if (!url) shimUrls.set(specifier, (url = host.moduleUrl(shimSource(specifier), 'shim')));
    return url;
  };
  let learnerUrl = '';
  // Error texts and stacks mention generated URLs; the learner should read their own names.
  const cleanText = (text: string) => {
    let out = learnerUrl ? text.split(learnerUrl).join(LEARNER_FILENAME) : text;
    for (const [specifier, url] of shimUrls) out = out.split(url).join(specifier);
    return out;
  };

  let transpiled: Transpiled;
  let code: string;
  try {
    await lexerReady();
    transpiled = (await hasTypeSyntax(source, host)) ? host.transpile(source) : asWritten(source);
    code = rewriteImports(transpiled.code, shimUrl);
  } catch (error) {
    return fail(recorder, error instanceof LearnerCodeError ? error.runError : internalError(error));
  }

  exposeRegistry(host.scope);
  installPacks();
  setActiveRecorder(recorder);
  const restoreConsole = captureConsole(host.scope.console, recorder, cleanText);
  const restoreProxy = recordProxies(host.scope);
  const timers = trackTimers(host.scope);
  let uncaught: ((error: RunError) => void) | undefined;
  const uncaughtError = new Promise<RunError>((resolve) => (uncaught = resolve));
  const stopListening = host.onUncaught((error, kind) =>
    uncaught?.(locateError(error, kind, learnerUrl, transpiled, source, cleanText)),
  );

  recorder.locate = (error) => locateError(error, 'runtime', learnerUrl, transpiled, source, cleanText);

  try {
    learnerUrl = host.moduleUrl(code, 'learner');
    const finished = host.importModule(learnerUrl).then(() => settled(timers));
    const aborted = new Promise<ExecutionOutcome>((resolve) => {
      const stop = () =>
        resolve(fail(recorder, signal!.reason as RunError, signal!.reason.kind === 'timeout' ? 'timeout' : 'stopped'));
      if (signal?.aborted) stop();
      else signal?.addEventListener('abort', stop, { once: true });
    });
    return await Promise.race([
      finished.then(() => outcomeOf('ok')),
      uncaughtError.then((error) => fail(recorder, error)),
      aborted,
    ]);
  } catch (error) {
    return fail(recorder, locateError(error, 'runtime', learnerUrl, transpiled, source, cleanText));
  } finally {
    recorder.finish();
    stopListening();
    timers.restore();
    restoreConsole();
    restoreProxy();
    setActiveRecorder(undefined);
  }
}

/**
 * The program is done when nothing is pending and the platform has reported every promise rejected
 * with no handler. A browser reports one as an `unhandledrejection` event, a task of its own queued
 * after the turn that rejected it; the timer turn idle() waits for may run first. Node reports it
 * before any timer runs and exits 1; a few more idle turns let the browser's report arrive too.
 */
async function settled(timers: TimerTracker): Promise<void> {
  for (let turn = 0; turn < REJECTION_REPORT_TURNS; turn++) await timers.idle();
}

const REJECTION_REPORT_TURNS = 3;

function fail(recorder: TraceRecorder, error: RunError, status: RunStatus = 'error'): ExecutionOutcome {
  recorder.emit({ kind: 'error', layer: 'runtime', error });
  return outcomeOf(status, error);
}

/**
 * An outcome with no prototype: a program that defines Object.prototype.then would otherwise make
 * every plain object a thenable, and answer in the runtime's place wherever one is awaited.
 */
function outcomeOf(status: RunStatus, error?: RunError): ExecutionOutcome {
  const outcome = Object.create(null) as ExecutionOutcome;
  outcome.status = status;
  if (error) outcome.error = error;
  return outcome;
}

export function internalError(error: unknown): RunError {
  return {
    kind: 'internal',
    name: 'Error',
    message: `MCP Tour could not run this code: ${error instanceof Error ? error.message : String(error)}`,
  };
}

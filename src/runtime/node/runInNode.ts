import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { type ExecutionHost, executeProgram } from '../execute/executeProgram';
import { assertPack } from '../modules/packs/assert';
import { corePack } from '../modules/packs/core';
import { sdk1Pack } from '../modules/packs/sdk1';
import { sdk1HttpPack } from '../modules/packs/sdk1Http';
import { sdk2Pack } from '../modules/packs/sdk2';
import { tourPack } from '../modules/packs/tour';
import { registerPack } from '../modules/registry';
import { DEFAULT_TIME_LIMIT_MS, type RunOptions } from '../runner';
import { timeLimitError } from '../stopReasons';
import type { RunRecord } from '../trace/events';
import { TraceRecorder } from '../trace/recorder';
import { transpile } from '../transpile/transpile';

// Runs a program in this Node process with the same execution core the browser sandbox uses,
// so tests can run every lesson. A synchronous endless loop cannot be interrupted in-process:
// the time limit here covers programs that wait forever, the browser runner covers both.

// Under Node every pack is there from the start, each package resolved as `node` resolves it.
registerPack(corePack);
registerPack(sdk1Pack);
registerPack(sdk1HttpPack);
registerPack(tourPack);
registerPack(sdk2Pack);
registerPack(assertPack);

export async function runInNode(source: string, options: RunOptions = {}): Promise<RunRecord> {
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const recorder = new TraceRecorder(options.onEvent);
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-tour-run-'));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeLimitError(timeLimitMs)), timeLimitMs);
  try {
    const outcome = await executeProgram(source, nodeHost(dir), recorder, controller.signal);
    const durationMs = recorder.elapsed();
    recorder.emit({ kind: 'end', layer: 'runtime', status: outcome.status, durationMs, error: outcome.error });
    return { ...outcome, events: recorder.events, durationMs };
  } finally {
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  }
}

// Built outside the module graph so that Vitest's module runner does not take over the import:
// learner code must link and fail exactly as it would under plain Node.
const nativeImport = new vm.Script('(url) => import(url)', {
  importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
}).runInThisContext() as (url: string) => Promise<unknown>;

function nodeHost(dir: string): ExecutionHost {
  let count = 0;
  return {
    scope: globalThis,
    importModule: nativeImport,
    transpile,
    moduleUrl(source, role) {
      if (role === 'shim') return `data:text/javascript;charset=utf-8,${encodeURIComponent(source)}`;
      // A real file, so stack traces name it (data: URLs would put the whole source in the stack).
      const file = path.join(dir, `main-${++count}.mjs`);
      writeFileSync(file, source);
      return pathToFileURL(file).href;
    },
    onUncaught(handler) {
      // During a run this program owns the process's last-resort handlers (as it would under node).
      const events = ['uncaughtException', 'unhandledRejection'] as const;
      const saved = events.map((event) => [event, process.listeners(event as 'unhandledRejection')] as const);
      for (const event of events) process.removeAllListeners(event);
      const onException = (error: unknown) => handler(error, 'runtime');
      const onRejection = (reason: unknown) => handler(reason, 'unhandled-rejection');
      process.on('uncaughtException', onException);
      process.on('unhandledRejection', onRejection);
      return () => {
        process.off('uncaughtException', onException);
        process.off('unhandledRejection', onRejection);
        for (const [event, listeners] of saved)
          for (const listener of listeners) process.on(event as 'unhandledRejection', listener as never);
      };
    },
  };
}

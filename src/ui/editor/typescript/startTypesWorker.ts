import { PREWARM, type PrewarmMessage } from './protocol';

// Starts the editor's TypeScript worker (one per page). Tiny on purpose: it sits in the page's
// first chunk so the worker can start, and check the code, while Monaco is still downloading.

let worker: Worker | undefined;

/** The page's TS worker, started on the first call; `code` (the first editor's) is checked ahead of Monaco. */
export function startTypesWorker(code?: { uri: string; text: string }): Worker {
  if (!worker) {
    worker = new Worker(new URL('./worker/typesWorker.ts', import.meta.url), { type: 'module', name: 'mcp-tour-types' });
    if (code) worker.postMessage({ kind: PREWARM, uri: code.uri, text: code.text } satisfies PrewarmMessage);
  }
  return worker;
}

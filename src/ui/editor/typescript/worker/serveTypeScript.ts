import { start } from 'monaco-editor/editor/editor.worker.start';
import { libFileMap } from 'monaco-editor/languages/features/typescript/lib/lib';
import type { PrewarmMessage } from '../protocol';
import { TourTypeScriptWorker } from './tourTypeScriptWorker';

declare const self: DedicatedWorkerGlobalScope;

// The heavy half of the worker (TypeScript itself), in a chunk of its own so that it downloads
// alongside the declarations.

export interface EditorTypesData {
  files: Record<string, string>;
  libs: Record<string, string>;
}

/**
 * Answers Monaco from now on (its requests replace self.onmessage), and checks the prewarm code
 * if the page sent some. Returns the prewarm's promise; Monaco's requests are served in between.
 */
export function serveTypeScript(types: EditorTypesData, prewarm: PrewarmMessage | undefined): Promise<void> {
  // The bundle's lib map is empty (editorTypesPlugin): only the libs learner code needs are shipped.
  Object.assign(libFileMap, types.libs);
  const service = new TourTypeScriptWorker(types.files);
  start((ctx) => {
    service.attach(ctx);
    return service;
  });
  // Every request Monaco sends is noted, so that full checks wait for a quiet moment.
  const answer = self.onmessage;
  self.onmessage = (event) => {
    service.requests.note();
    answer?.call(self, event);
  };
  if (!prewarm) return Promise.resolve();
  return service.prewarm(prewarm.uri, prewarm.text).catch((error: unknown) => {
    console.warn('MCP Tour: checking the code ahead of the editor failed; the editor will check it when asked.', error);
  });
}

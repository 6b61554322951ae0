import { libFileMap } from 'monaco-editor/languages/features/typescript/lib/lib';
import type { WorkerContext } from 'monaco-editor/languages/features/typescript/tsWorker';
import type { QuietPeriod } from './quietPeriod';
import { TourTypeScriptWorker } from './tourTypeScriptWorker';

// The heavy half of the worker (TypeScript itself), in a chunk of its own so that it downloads
// alongside the declarations and does not hold up the worker's first answers.

export interface EditorTypesData {
  files: Record<string, string>;
  libs: Record<string, string>;
}

/** Gives `service` more declarations (a pack's) and the lib files they need. */
export function addDeclarations(service: TourTypeScriptWorker, types: EditorTypesData): void {
  // The bundle's lib map is empty (editorTypesPlugin): only the libs learner code needs are shipped.
  Object.assign(libFileMap, types.libs);
  service.addDeclarations(types.files);
}

/**
 * The live TypeScript service on the editor's models (`ctx`), with the declarations every page has
 * and those of the packs (`packs`) the page's code imports. If the page sent its code ahead, the
 * program for it is built now (parsing every declaration), before anyone asks.
 */
export function createLiveService(
  types: EditorTypesData,
  packs: readonly EditorTypesData[],
  ctx: WorkerContext,
  requests: QuietPeriod,
  prewarm: { uri: string; text: string } | undefined,
): TourTypeScriptWorker {
  Object.assign(libFileMap, types.libs);
  const service = new TourTypeScriptWorker(types.files, requests);
  for (const pack of packs) addDeclarations(service, pack);
  service.attach(ctx);
  if (prewarm) {
    service.prewarm(prewarm.uri, prewarm.text).catch((error: unknown) => {
      console.warn(
        'MCP Tour: checking the code ahead of the editor failed; the editor will check it when asked.',
        error,
      );
    });
  }
  return service;
}

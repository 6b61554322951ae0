import { libFileMap } from 'monaco-editor/languages/features/typescript/lib/lib';
import { packsImportedBy, type PackName } from '../../src/runtime/modules/packs';
import { QuietPeriod } from '../../src/ui/editor/typescript/worker/quietPeriod';
import { addDeclarations } from '../../src/ui/editor/typescript/worker/serveTypeScript';
import { TourTypeScriptWorker } from '../../src/ui/editor/typescript/worker/tourTypeScriptWorker';
import type { EditorTypes } from './editorTypes';

// The editor's TS worker, run in Node on the types the build ships: for the build's snapshots and for
// the tests. The lib files are the shipped ones (doc comments removed), so answers match the browser's.

/** The worker with the declarations every page has, and those of `packs` (as the browser loads them for code that imports them). */
export function nodeTypesWorker(types: EditorTypes, packs: readonly PackName[]): TourTypeScriptWorker {
  Object.assign(libFileMap, types.libs);
  const worker = new TourTypeScriptWorker(types.files, new QuietPeriod(0));
  for (const pack of packs) addDeclarations(worker, types.packs[pack]);
  return worker;
}

/** The packs any of `texts` imports. */
export function packsOf(texts: Iterable<string>): PackName[] {
  return [...new Set([...texts].flatMap((text) => packsImportedBy(text)))];
}

/** `items` grouped by the packs their text imports: the browser's worker has exactly those packs' declarations for each. */
export function byPacks<T>(items: Iterable<T>, textOf: (item: T) => string): Array<{ packs: PackName[]; items: T[] }> {
  const groups = new Map<string, { packs: PackName[]; items: T[] }>();
  for (const item of items) {
    const packs = packsImportedBy(textOf(item));
    const key = packs.join(',');
    if (!groups.has(key)) groups.set(key, { packs, items: [] });
    groups.get(key)!.items.push(item);
  }
  return [...groups.values()];
}

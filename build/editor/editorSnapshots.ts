import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MirrorModel } from 'monaco-editor/languages/features/typescript/tsWorker';
import { textKey, type HoverSnapshot } from '../../src/ui/editor/typescript/worker/hoverSnapshot';
import type { EditorTypes } from './editorTypes';
import { byPacks, nodeTypesWorker } from './nodeTypesWorker.ts';

// TypeScript's answers for the code a learner first sees (each lesson's starter, the playground's
// example), computed at build time by the editor's own worker, the same TypeScript and the same
// declarations as in the browser. A learner who opens a lesson and hovers before editing gets the
// answer at once; once the code changes, or for anything else, the live service answers.
// One file per text, named by the types' version and the text's key (hoverSnapshot.ts: builtSnapshotPath).

/** Snapshots of `texts`, each computed once per types version and kept in `cacheDir`. */
export async function editorSnapshots(
  types: EditorTypes,
  version: string,
  texts: readonly string[],
  cacheDir: string,
): Promise<HoverSnapshot[]> {
  const dir = path.join(cacheDir, version);
  const snapshots: HoverSnapshot[] = [];
  const missing: string[] = [];
  for (const text of new Set(texts)) {
    try {
      const cached = JSON.parse(readFileSync(path.join(dir, `${textKey(text)}.json`), 'utf8')) as HoverSnapshot;
      if (cached.text === text) {
        snapshots.push(cached);
        continue;
      }
    } catch {
      // Not computed yet.
    }
    missing.push(text);
  }
  if (missing.length === 0) return snapshots;

  mkdirSync(dir, { recursive: true });
  // Each text with the declarations the browser's worker would have for it (a pack's only if it imports one).
  for (const group of byPacks(missing, (text) => text)) {
    const worker = nodeTypesWorker(types, group.packs);
    const models = group.items.map((text, i): MirrorModel => {
      const uri = `file:///editor/snapshot-${i}.ts`;
      return { uri: { toString: () => uri, path: new URL(uri).pathname }, version: 1, getValue: () => text };
    });
    worker.attach({ getMirrorModels: () => models });
    for (const model of models) {
      const snapshot = await worker.takeSnapshot(model.uri.toString());
      if (!snapshot) throw new Error('editor snapshots: TypeScript gave no answers for a starter');
      const file = path.join(dir, `${textKey(snapshot.text)}.json`);
      writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(snapshot));
      renameSync(`${file}.${process.pid}.tmp`, file);
      snapshots.push(snapshot);
    }
  }
  return snapshots;
}

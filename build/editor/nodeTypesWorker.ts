import { libFileMap } from 'monaco-editor/languages/features/typescript/lib/lib';
import { QuietPeriod } from '../../src/ui/editor/typescript/worker/quietPeriod';
import { TourTypeScriptWorker } from '../../src/ui/editor/typescript/worker/tourTypeScriptWorker';
import type { EditorTypes } from './editorTypes';

// The editor's TS worker, run in Node on the types the build ships: for the build's snapshots and for
// the tests. The lib files are the shipped ones (doc comments removed), so answers match the browser's.

export function nodeTypesWorker(types: EditorTypes): TourTypeScriptWorker {
  Object.assign(libFileMap, types.libs);
  return new TourTypeScriptWorker(types.files, new QuietPeriod(0));
}

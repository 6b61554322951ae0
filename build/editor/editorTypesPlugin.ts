import path from 'node:path';
import type { Plugin } from 'vite';
import { readLessons } from '../lessons/readLessons.ts';
import { STARTING_POINTS } from '../../src/ui/playground/startingPoints.ts';
import { normalizeNewlines } from '../../src/ui/editor/textEdits.ts';
import { builtSnapshotPath } from '../../src/ui/editor/typescript/worker/hoverSnapshot.ts';
import { PACKS, type PackName } from '../../src/runtime/modules/packs.ts';
import { cachedEditorTypes, EDITOR_TYPES_CACHE, editorTypesVersion } from './editorTypes.ts';
import { editorSnapshots } from './editorSnapshots.ts';

// Build support for the editor's TypeScript service (src/ui/editor/typescript/). Used in the app's
// build and in its worker builds:
// - virtual:mcp-tour-editor/types: the declarations and lib files all learner code needs (editorTypes.ts),
//   one module the TS worker imports; a chunk of its own, hashed, cached for a year by the server.
// - virtual:mcp-tour-editor/types-<pack> (types-sdk1, types-sdk2): a pack's declarations beyond those,
//   a chunk the TS worker imports only once the code imports the pack (src/ui/editor/typescript/worker/packDeclarations.ts).
// - virtual:mcp-tour-editor/types-version: a key of those types and of the TypeScript reading them,
//   for answers the worker keeps between visits (src/ui/editor/typescript/worker/snapshotStore.ts).
// - Monaco's lib.js (every lib.*.d.ts TypeScript knows, 3.2 MB) becomes an empty map the worker fills
//   with the few libs it ships.
// - Monaco's TypeScript registration (register.js) becomes a stub: MCP Tour registers the language
//   features itself, with its own worker (src/ui/editor/monaco/languageSupport.ts). Left in, it would start
//   Monaco's stock worker and pull every editor feature in with it.
// - With `snapshots` (the app's build, not its workers'): editor-snapshots/<version>/<key>.json,
//   TypeScript's answers for each starter the learner first sees (build/editor/editorSnapshots.ts).

const TYPES_ID = 'virtual:mcp-tour-editor/types';
const VERSION_ID = 'virtual:mcp-tour-editor/types-version';
const RESOLVED_TYPES_ID = `\0${TYPES_ID}`;
const RESOLVED_VERSION_ID = `\0${VERSION_ID}`;
const PACK_TYPES_PREFIX = `${TYPES_ID}-`;
const VIRTUAL_IDS = /^virtual:mcp-tour-editor\/types(-[\w-]+)?$/;
const MONACO_TS = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/]languages[\\/]features[\\/]typescript[\\/]/;
const LIB_MAP = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/]languages[\\/]features[\\/]typescript[\\/]lib[\\/]lib\.js$/;
const REGISTRATION = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/]languages[\\/]features[\\/]typescript[\\/]register\.js$/;

/** The code a learner sees first: every lesson's starter and the playground's starting points (SDK 1.x and v2), as the editor holds them. */
function starterTexts(): string[] {
  return [...readLessons().map((lesson) => lesson.starter), ...STARTING_POINTS.map((start) => start.code)].map(
    normalizeNewlines,
  );
}

function isPack(name: string): name is PackName {
  return (PACKS as readonly string[]).includes(name);
}

/** A JSON string parsed at run time: faster for the engine than the same data as an object literal. */
function jsonModule(data: unknown): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;
}

export function editorTypesPlugin(options: { snapshots?: boolean } = {}): Plugin {
  return {
    name: 'mcp-tour-editor-types',
    enforce: 'pre',
    async generateBundle() {
      if (!options.snapshots) return;
      const types = await cachedEditorTypes();
      const version = editorTypesVersion(types);
      const snapshots = await editorSnapshots(
        types,
        version,
        starterTexts(),
        path.join(EDITOR_TYPES_CACHE, 'snapshots'),
      );
      for (const snapshot of snapshots) {
        this.emitFile({
          type: 'asset',
          fileName: builtSnapshotPath(version, snapshot.text),
          source: JSON.stringify(snapshot),
        });
      }
    },
    resolveId: {
      filter: { id: VIRTUAL_IDS },
      handler: (id) =>
        id === VERSION_ID || id === TYPES_ID || isPack(id.slice(PACK_TYPES_PREFIX.length)) ? `\0${id}` : undefined,
    },
    load: {
      filter: { id: [/^\0virtual:mcp-tour-editor\/types(-[\w-]+)?$/, MONACO_TS] },
      async handler(id) {
        if (id === RESOLVED_TYPES_ID) {
          const { files, libs } = await cachedEditorTypes();
          return jsonModule({ files, libs });
        }
        if (id === RESOLVED_VERSION_ID)
          return `export default ${JSON.stringify(editorTypesVersion(await cachedEditorTypes()))};`;
        const pack = id.startsWith(`\0${PACK_TYPES_PREFIX}`) ? id.slice(`\0${PACK_TYPES_PREFIX}`.length) : '';
        if (isPack(pack)) return jsonModule((await cachedEditorTypes()).packs[pack]);
        if (LIB_MAP.test(id)) return 'export const libFileMap = {};';
        if (REGISTRATION.test(id)) return 'export const typescriptDefaults = { getExtraLibs: () => ({}) };';
      },
    },
  };
}

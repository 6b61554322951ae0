import type { Plugin } from 'vite';
import { cachedEditorTypes } from './editorTypes.ts';

// Build support for the editor's TypeScript service (src/ui/editor/typescript/). Used in the app's
// build and in its worker builds:
// - virtual:mcp-tour-editor/types: the declarations and lib files learner code needs (editorTypes.ts),
//   one module the TS worker imports; a chunk of its own, hashed, cached for a year by the server.
// - Monaco's lib.js (every lib.*.d.ts TypeScript knows, 3.2 MB) becomes an empty map the worker fills
//   with the few libs it ships.
// - Monaco's TypeScript registration (register.js) becomes a stub: MCP Tour registers the language
//   features itself, with its own worker (typescript/languageSupport.ts). Left in, it would start
//   Monaco's stock worker and pull every editor feature in with it.

const TYPES_ID = 'virtual:mcp-tour-editor/types';
const RESOLVED_TYPES_ID = `\0${TYPES_ID}`;
const MONACO_TS = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/]languages[\\/]features[\\/]typescript[\\/]/;
const LIB_MAP = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/]languages[\\/]features[\\/]typescript[\\/]lib[\\/]lib\.js$/;
const REGISTRATION = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/]languages[\\/]features[\\/]typescript[\\/]register\.js$/;

export function editorTypesPlugin(): Plugin {
  return {
    name: 'mcp-tour-editor-types',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^virtual:mcp-tour-editor\/types$/ },
      handler: (id) => (id === TYPES_ID ? RESOLVED_TYPES_ID : undefined),
    },
    load: {
      filter: { id: [/^\0virtual:mcp-tour-editor\/types$/, MONACO_TS] },
      async handler(id) {
        if (id === RESOLVED_TYPES_ID) {
          const types = await cachedEditorTypes();
          // A JSON string parsed at run time: faster for the engine than the same data as an object literal.
          return `export default JSON.parse(${JSON.stringify(JSON.stringify(types))});`;
        }
        if (LIB_MAP.test(id)) return 'export const libFileMap = {};';
        if (REGISTRATION.test(id)) return 'export const typescriptDefaults = { getExtraLibs: () => ({}) };';
      },
    },
  };
}

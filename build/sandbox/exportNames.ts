import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import { type ExportNames, exportNamesOf } from '../../src/runtime/modules/exportNames.ts';
import type { ModulePack } from '../../src/runtime/modules/registry.ts';

// virtual:mcp-tour/export-names/<pack>: what node calls each function the pack's modules export,
// read by loading src/runtime/modules/packs/<pack>.ts under Node, as the Node runner does. The
// sandbox's scripts are minified; registering a pack gives its functions these names back
// (src/runtime/modules/exportNames.ts).

const PREFIX = 'virtual:mcp-tour/export-names/';
const loaded = new Map<string, Promise<ExportNames>>();

function namesOf(root: string, pack: string): Promise<ExportNames> {
  let names = loaded.get(pack);
  if (!names) {
    names = runnerImport<Record<string, unknown>>(path.resolve(root, `src/runtime/modules/packs/${pack}.ts`), {
      configFile: false,
      root,
      logLevel: 'warn',
    }).then(({ module }) => {
      const found = Object.values(module).filter(
        (value): value is ModulePack => typeof value === 'object' && value !== null && 'modules' in value,
      );
      if (found.length !== 1) throw new Error(`export names: packs/${pack}.ts should export one pack`);
      return exportNamesOf(found[0].modules);
    });
    loaded.set(pack, names);
  }
  return names;
}

export function exportNames(root: string): Plugin {
  return {
    name: 'mcp-tour-export-names',
    resolveId: (id) => (id.startsWith(PREFIX) && /^[a-zA-Z\d]+$/.test(id.slice(PREFIX.length)) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      return `export default ${JSON.stringify(await namesOf(root, id.slice(PREFIX.length + 1)))};`;
    },
  };
}

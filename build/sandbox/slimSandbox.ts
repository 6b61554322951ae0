import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';
import type { Plugin } from 'vite';

// The sandbox bundle is on the path to a usable Run button, so every kilobyte counts. Some
// dependencies are pulled in wholesale by `import *` namespaces or by code paths chosen at run time,
// yet can never be reached from learner code in MCP Tour:
// - zod's 40+ message locales (z.locales.*): only English is kept, the default;
// - zod v3 and zod-to-json-schema: the SDK loads them only for zod v3 schemas, and learner code
//   cannot import zod v3 here (it is not among the available modules);
// - ts-interface-checker: sucrase checks its options with it, and the runtime's options are fixed;
// - sucrase's other transforms (imports to CommonJS, JSX, Flow, Jest, React, the ES transforms) and
//   its source maps: the runtime calls it with one fixed set of options (transforms: ['typescript'],
//   disableESTransforms, no sourceMapOptions: src/runtime/transpile/transpile.ts), under which
//   sucrase never constructs, calls or parses with them (UNREACHABLE_IN_SUCRASE).
// Node (and the Vitest runner) keep the originals; build/sandbox/slimSandbox.test.ts transpiles
// every lesson with the slimmed bundle and with sucrase itself and compares.

const stub = (name: string) => fileURLToPath(new URL(`./stubs/${name}`, import.meta.url));

/** Files of sucrase/dist/esm that transform(code, { transforms: ['typescript'], disableESTransforms: true }) never runs. */
export const UNREACHABLE_IN_SUCRASE = [
  'CJSImportProcessor.js',
  'computeSourceMap.js',
  'util/formatTokens.js',
  'parser/plugins/flow.js',
  'parser/plugins/jsx/index.js',
  'transformers/CJSImportTransformer.js',
  'transformers/FlowTransformer.js',
  'transformers/JestHoistTransformer.js',
  'transformers/JSXTransformer.js',
  'transformers/NumericSeparatorTransformer.js',
  'transformers/OptionalCatchBindingTransformer.js',
  'transformers/OptionalChainingNullishTransformer.js',
  'transformers/ReactDisplayNameTransformer.js',
  'transformers/ReactHotLoaderTransformer.js',
];

const SUCRASE_ESM = `${path.sep}node_modules${path.sep}sucrase${path.sep}dist${path.sep}esm${path.sep}`;
const UNREACHABLE_PREFIX = '\0mcp-tour-unreachable:';

export function slimSandbox(): Plugin {
  return {
    name: 'mcp-tour-slim-sandbox',
    enforce: 'pre',
    apply: 'build',
    async resolveId(id, importer, options) {
      if (id === '../locales/index.js' && importer && /[\\/]zod[\\/]v4[\\/]/.test(importer))
        return stub('zodLocales.ts');
      if (id === 'zod/v3') return stub('zodV3.ts');
      if (id === 'zod-to-json-schema') return stub('zodToJsonSchema.ts');
      if (id === 'ts-interface-checker') return stub('tsInterfaceChecker.ts');
      if (!id.startsWith('.') || !importer?.includes(SUCRASE_ESM)) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const file = resolved.id
        .slice(resolved.id.indexOf(SUCRASE_ESM) + SUCRASE_ESM.length)
        .split(path.sep)
        .join('/');
      return UNREACHABLE_IN_SUCRASE.includes(file) ? UNREACHABLE_PREFIX + resolved.id : null;
    },
    async load(id) {
      if (!id.startsWith(UNREACHABLE_PREFIX)) return null;
      return unreachableModule(id.slice(UNREACHABLE_PREFIX.length));
    },
  };
}

/** A module with the same exports as `file`, each a function that throws if it is ever reached. */
async function unreachableModule(file: string): Promise<string> {
  await init;
  const [, exports] = parse(await readFile(file, 'utf8'), file);
  if (exports.some((entry) => !('name' in entry)))
    throw new Error(`slimSandbox: ${file} re-exports a whole module; list its own exports instead`);
  const names = exports.flatMap((entry) => ('name' in entry && entry.name !== 'default' ? [entry.name] : []));
  const where = JSON.stringify(
    `sucrase's ${path.basename(file)} is left out of MCP Tour's sandbox (build/sandbox/slimSandbox.ts)`,
  );
  return [
    `const unreachable = () => { throw new Error(${where}); };`,
    'export default unreachable;',
    ...(names.length > 0 ? [`export { ${names.map((name) => `unreachable as ${name}`).join(', ')} };`] : []),
  ].join('\n');
}

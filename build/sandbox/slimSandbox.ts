import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

// The sandbox bundle is on the path to a usable Run button, so every kilobyte counts. Three
// dependencies are pulled in wholesale by `import *` namespaces yet can never be reached from
// learner code in MCP Tour:
// - zod's 40+ message locales (z.locales.*): only English is kept, the default;
// - zod v3 and zod-to-json-schema: the SDK loads them only for zod v3 schemas, and learner code
//   cannot import zod v3 here (it is not among the available modules);
// - ts-interface-checker: sucrase checks its options with it, and the runtime's options are fixed.
// Replacing them saves about 60 kB compressed. Node (and the Vitest runner) keep the originals.

const stub = (name: string) => fileURLToPath(new URL(`./stubs/${name}`, import.meta.url));

export function slimSandbox(): Plugin {
  return {
    name: 'mcp-tour-slim-sandbox',
    enforce: 'pre',
    apply: 'build',
    resolveId: {
      filter: { id: /locales\/index\.js$|^zod\/v3$|^zod-to-json-schema$|^ts-interface-checker$/ },
      handler(id, importer) {
        if (id === '../locales/index.js' && importer && /[\\/]zod[\\/]v4[\\/]/.test(importer))
          return stub('zodLocales.ts');
        if (id === 'zod/v3') return stub('zodV3.ts');
        if (id === 'zod-to-json-schema') return stub('zodToJsonSchema.ts');
        if (id === 'ts-interface-checker') return stub('tsInterfaceChecker.ts');
      },
    },
  };
}

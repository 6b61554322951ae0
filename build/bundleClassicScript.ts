import path from 'node:path';
import { build, type PluginOption } from 'vite';

// One self-contained classic script (an IIFE) from one entry, bundled apart from the app, whose
// chunks are ES modules. For scripts that cannot be modules: embed.js on other people's pages, and
// the sandbox's scripts, which an opaque origin cannot load as modules (build/sandbox/sandboxPlugin.ts).

export interface ClassicScriptOptions {
  root: string;
  entry: string;
  minify: boolean;
  target: string;
  plugins?: PluginOption[];
  /** For modules left out of the bundle (marked external by a plugin): the global expression each is read from. */
  globals?: (id: string) => string;
}

export async function bundleClassicScript({
  root,
  entry,
  minify,
  target,
  plugins = [],
  globals,
}: ClassicScriptOptions): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins,
    build: {
      write: false,
      minify,
      target,
      reportCompressedSize: false,
      lib: { entry: path.resolve(root, entry), formats: ['iife'], name: 'mcpTour', fileName: () => 'script.js' },
      rollupOptions: { output: { inlineDynamicImports: true, ...(globals ? { globals } : {}) } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const chunk = chunks.find((item) => item.type === 'chunk' && item.isEntry);
  if (chunk?.type !== 'chunk') throw new Error(`${entry}: the bundle has no entry chunk`);
  return chunk.code;
}

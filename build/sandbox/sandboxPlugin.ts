import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import {
  SANDBOX_FRAME_DIR,
  SANDBOX_FRAME_TITLE,
  SANDBOX_RUNTIME_ELEMENT,
} from '../../src/runtime/sandbox/sandboxNames.ts';
import { bundleClassicScript } from '../bundleClassicScript.ts';
import { sandboxPolicy } from '../security/contentSecurityPolicy.ts';
import { inlineScriptHashes } from '../security/securityHeadersPlugin.ts';
import { exportNames } from './exportNames.ts';
import { type BuiltPack, bundlePacks } from './sandboxPacks.ts';
import { slimSandbox } from './slimSandbox.ts';
import { lateZodExtras } from './zodExtrasBuild.ts';

// The sandbox is one page, /sandbox/index.html, built apart from the app, holding two classic
// scripts inline:
// - the frame script (frame.ts), which runs;
// - the runtime (sandboxWorker.ts: zod, the trace, the console's inspect) as text, which the frame
//   hands to each Worker it starts. It cannot be an ES module graph (an opaque origin fetches module
//   scripts in CORS mode, and a plain static host sends no CORS headers), and it cannot be a file of
//   its own: what an opaque frame fetches never enters the HTTP cache, so a returning learner would
//   download it again on every visit. The frame page itself is a navigation of the site's page and
//   is revalidated like any page (304 when unchanged).
// Packs (each SDK generation, the tour's helpers, node:assert, the transpiler for code with type
// syntax, zod's fromJSONSchema and compile) are files of their own under assets/, content-hashed, which the page fetches (a
// same-origin fetch is cached like any asset) and hands to the Worker: see sandboxPacks.ts. The
// page learns their addresses from virtual:mcp-tour/sandbox-packs.

const RUNTIME_ENTRY = 'src/runtime/sandbox/sandboxWorker.ts';
const FRAME_ENTRY = 'src/runtime/sandbox/frame.ts';

interface SandboxFiles {
  runtime: string;
  frame: string;
}

const PACKS_ID = 'virtual:mcp-tour/sandbox-packs';
const RESOLVED_PACKS_ID = `\0${PACKS_ID}`;

export function sandboxPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  let building = false;
  let devFiles: Promise<SandboxFiles> | undefined;
  let packs: Promise<BuiltPack[]> | undefined;
  const builtPacks = () => (packs ??= bundlePacks(root, building));
  return {
    name: 'mcp-tour-sandbox',
    configResolved(config) {
      root = config.root;
      base = config.base;
      building = config.command === 'build';
    },
    resolveId: {
      filter: { id: /^virtual:mcp-tour\/sandbox-packs$/ },
      handler: () => RESOLVED_PACKS_ID,
    },
    load: {
      filter: { id: /^\0virtual:mcp-tour\/sandbox-packs$/ },
      async handler() {
        const urls = Object.fromEntries((await builtPacks()).map((pack) => [pack.name, `${base}${pack.fileName}`]));
        return `export default ${JSON.stringify(urls)};`;
      },
    },
    async generateBundle() {
      const [files, built] = await Promise.all([bundleSandbox(root, true), builtPacks()]);
      this.emitFile({ type: 'asset', fileName: `${SANDBOX_FRAME_DIR}index.html`, source: frameHtml(files) });
      for (const pack of built) this.emitFile({ type: 'asset', fileName: pack.fileName, source: pack.code });
    },
    configureServer(server: ViteDevServer) {
      // Built on first request and again after a change under src/runtime.
      server.watcher.on('change', (file) => {
        if (file.includes(`${path.sep}src${path.sep}runtime${path.sep}`)) devFiles = packs = undefined;
      });
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0];
        if (url.startsWith(`${base}assets/sandbox-`)) {
          builtPacks().then((built) => {
            const pack = built.find((candidate) => `${base}${candidate.fileName}` === url);
            if (!pack) return next();
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.end(pack.code);
          }, next);
          return;
        }
        if (!url.startsWith(`${base}${SANDBOX_FRAME_DIR}`)) return next();
        devFiles ??= bundleSandbox(root, false);
        devFiles.then((files) => {
          const html = frameHtml(files);
          response.setHeader('Cache-Control', 'no-cache');
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.setHeader('Content-Security-Policy', sandboxPolicy(inlineScriptHashes(html)));
          response.end(html);
        }, next);
      });
    },
  };
}

/** The frame page. Its Content-Security-Policy (with the frame script's hash) is added by build/security. */
function frameHtml(files: SandboxFiles): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="robots" content="noindex" />
    <title>${SANDBOX_FRAME_TITLE}</title>
    <script type="text/plain" id="${SANDBOX_RUNTIME_ELEMENT}">${inlinable(files.runtime, 'runtime')}</script>
    <script>${inlinable(files.frame, 'frame script')}</script>
  </head>
</html>
`;
}

/** Script text as it may stand inside <script>…</script>: the HTML parser ends the element at "</script". */
function inlinable(code: string, what: string): string {
  if (/<\/script|<!--|<script/i.test(code))
    throw new Error(`sandbox: the ${what} contains "</script", "<script" or "<!--" and cannot be put inline`);
  return code;
}

export async function bundleSandbox(root: string, minify: boolean): Promise<SandboxFiles> {
  const bundle = (entry: string) =>
    bundleClassicScript({
      root,
      entry,
      minify,
      target: 'es2022',
      plugins: [slimSandbox(), lateZodExtras(root), exportNames(root)],
    });
  const [runtime, frame] = await Promise.all([bundle(RUNTIME_ENTRY), bundle(FRAME_ENTRY)]);
  return { runtime, frame };
}

import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { bundleClassicScript } from '../bundleClassicScript.ts';
import { slimSandbox } from './slimSandbox.ts';
import { SANDBOX_FRAME_DIR, SANDBOX_FRAME_TITLE } from '../../src/runtime/sandbox/sandboxNames.ts';
import { SANDBOX_CSP } from '../security/contentSecurityPolicy.ts';

// The sandbox is two classic scripts and one page, built apart from the app:
// - the runtime (sandboxWorker.ts: SDK, zod, sucrase, the tour's modules), loaded by importScripts()
//   into an opaque data: Worker. It cannot be an ES module graph: an opaque origin fetches module
//   scripts in CORS mode, and a plain static host sends no CORS headers.
// - the frame script (frame.ts), and /sandbox/index.html that loads it with the runtime's address.
// File names carry a content hash (they are cached for a year); the page's URL is fixed.

const RUNTIME_ENTRY = 'src/runtime/sandbox/sandboxWorker.ts';
const FRAME_ENTRY = 'src/runtime/sandbox/frame.ts';

interface SandboxFiles {
  runtime: { fileName: string; code: string };
  frame: { fileName: string; code: string };
}

export function sandboxPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  let devFiles: Promise<SandboxFiles> | undefined;
  return {
    name: 'mcp-tour-sandbox',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle() {
      const files = await bundleSandbox(root, true);
      for (const file of [files.runtime, files.frame]) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code });
      this.emitFile({ type: 'asset', fileName: `${SANDBOX_FRAME_DIR}index.html`, source: frameHtml(base, files) });
    },
    configureServer(server: ViteDevServer) {
      // Built on first request and again after a change under src/runtime.
      server.watcher.on('change', (file) => {
        if (file.includes(`${path.sep}src${path.sep}runtime${path.sep}`)) devFiles = undefined;
      });
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0];
        if (!url.startsWith(`${base}${SANDBOX_FRAME_DIR}`) && !url.startsWith(`${base}assets/sandbox-`)) return next();
        devFiles ??= bundleSandbox(root, false);
        devFiles.then((files) => {
          const asset = [files.runtime, files.frame].find((file) => url === base + file.fileName);
          response.setHeader('Cache-Control', 'no-cache');
          if (asset) {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.end(asset.code);
          } else {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Content-Security-Policy', SANDBOX_CSP);
            response.end(frameHtml(base, files));
          }
        }, next);
      });
    },
  };
}

function frameHtml(base: string, files: SandboxFiles): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${SANDBOX_CSP}" />
    <meta name="robots" content="noindex" />
    <title>${SANDBOX_FRAME_TITLE}</title>
    <script src="${base}${files.frame.fileName}" data-runtime="${base}${files.runtime.fileName}"></script>
  </head>
</html>
`;
}

export async function bundleSandbox(root: string, minify: boolean): Promise<SandboxFiles> {
  const bundle = (entry: string) => bundleClassicScript({ root, entry, minify, target: 'es2022', plugins: [slimSandbox()] });
  const [runtime, frame] = await Promise.all([bundle(RUNTIME_ENTRY), bundle(FRAME_ENTRY)]);
  return { runtime: { fileName: hashedName('sandbox-runtime', runtime), code: runtime }, frame: { fileName: hashedName('sandbox-frame', frame), code: frame } };
}

function hashedName(stem: string, code: string): string {
  return `assets/${stem}-${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
}

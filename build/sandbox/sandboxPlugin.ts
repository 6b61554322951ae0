import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { bundleClassicScript } from '../bundleClassicScript.ts';
import { slimSandbox } from './slimSandbox.ts';
import { SANDBOX_FRAME_DIR, SANDBOX_FRAME_TITLE, SANDBOX_RUNTIME_ELEMENT } from '../../src/runtime/sandbox/sandboxNames.ts';
import { sandboxPolicy } from '../security/contentSecurityPolicy.ts';
import { inlineScriptHashes } from '../security/securityHeadersPlugin.ts';

// The sandbox is one page, /sandbox/index.html, built apart from the app, holding two classic
// scripts inline:
// - the frame script (frame.ts), which runs;
// - the runtime (sandboxWorker.ts: SDK, zod, sucrase, the tour's modules) as text, which the frame
//   hands to each Worker it starts. It cannot be an ES module graph (an opaque origin fetches module
//   scripts in CORS mode, and a plain static host sends no CORS headers), and it cannot be a file of
//   its own: what an opaque frame fetches never enters the HTTP cache, so a returning learner would
//   download it again on every visit. The frame page itself is a navigation of the site's page and
//   is revalidated like any page (304 when unchanged).

const RUNTIME_ENTRY = 'src/runtime/sandbox/sandboxWorker.ts';
const FRAME_ENTRY = 'src/runtime/sandbox/frame.ts';

interface SandboxFiles {
  runtime: string;
  frame: string;
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
      this.emitFile({ type: 'asset', fileName: `${SANDBOX_FRAME_DIR}index.html`, source: frameHtml(files) });
    },
    configureServer(server: ViteDevServer) {
      // Built on first request and again after a change under src/runtime.
      server.watcher.on('change', (file) => {
        if (file.includes(`${path.sep}src${path.sep}runtime${path.sep}`)) devFiles = undefined;
      });
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0];
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
  if (/<\/script|<!--|<script/i.test(code)) throw new Error(`sandbox: the ${what} contains "</script", "<script" or "<!--" and cannot be put inline`);
  return code;
}

export async function bundleSandbox(root: string, minify: boolean): Promise<SandboxFiles> {
  const bundle = (entry: string) => bundleClassicScript({ root, entry, minify, target: 'es2022', plugins: [slimSandbox()] });
  const [runtime, frame] = await Promise.all([bundle(RUNTIME_ENTRY), bundle(FRAME_ENTRY)]);
  return { runtime, frame };
}

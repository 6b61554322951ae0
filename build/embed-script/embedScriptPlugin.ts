import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { bundleClassicScript } from '../bundleClassicScript.ts';
import { readLessons } from '../lessons/readLessons.ts';
import { hasTask } from '../lessons/lessonTask.ts';
import { codeShape } from '../../src/embed-script/layout.ts';

// embed.js runs on other people's pages as a classic <script async>: one self-contained,
// minified IIFE that declares nothing global. It is bundled on its own, apart from the app (whose
// chunks are ES modules and may share code between entries), and emitted twice: as dist/embed.js
// under a fixed name, which follows every release, and as dist/embed/v1/embed.<hash>.js, which never
// changes, for an author who pins it with Subresource Integrity. The Embed dialog's snippet names
// the pinned file and its integrity hash (__MCP_TOUR_EMBED_SCRIPT__). The dev server builds it on request.

const ENTRY = 'src/embed-script/embed.ts';
const FILE = 'embed.js';
/** The pinned copies: the major version of the embed contract (protocol.ts), then the content's hash. */
const PINNED_DIR = 'embed/v1/';

export interface PinnedScript {
  /** Below the site's base, for example "embed/v1/embed.1a2b3c4d5e.js" ("embed.js" in dev). */
  path: string;
  /** "sha384-…", or "" in dev. */
  integrity: string;
}

export function pinnedScript(code: string): PinnedScript {
  const name = createHash('sha256').update(code).digest('hex').slice(0, 10);
  return {
    path: `${PINNED_DIR}embed.${name}.js`,
    integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
  };
}

export function embedScriptPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  let code: Promise<string> | undefined;
  return {
    name: 'mcp-tour-embed-script',
    async config(config, { command }) {
      if (command !== 'build')
        return { define: { __MCP_TOUR_EMBED_SCRIPT__: JSON.stringify({ path: FILE, integrity: '' }) } };
      code = bundleEmbedScript(config.root ?? process.cwd());
      return { define: { __MCP_TOUR_EMBED_SCRIPT__: JSON.stringify(pinnedScript(await code)) } };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle() {
      const source = await (code ?? bundleEmbedScript(root));
      this.emitFile({ type: 'asset', fileName: FILE, source });
      this.emitFile({ type: 'asset', fileName: pinnedScript(source).path, source });
    },
    configureServer(server) {
      server.middlewares.use(`${base}${FILE}`, (_request, response, next) => {
        bundleEmbedScript(root).then((code) => {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
  };
}

export function bundleEmbedScript(root: string): Promise<string> {
  // What embed.js must know of each lesson to reserve its room before the embed loads.
  const lessons: Plugin = {
    name: 'mcp-tour-embed-lessons',
    config: () => ({ define: { __MCP_TOUR_LESSONS__: JSON.stringify(lessonShapes()) } }),
  };
  // Blogs are read in old browsers too; nothing in embed.js needs newer syntax.
  return bundleClassicScript({ root, entry: ENTRY, minify: true, target: 'es2017', plugins: [lessons] });
}

/** slug → [lines the embed shows at first, 1 when it has a "Your task" row]. */
export function lessonShapes(): Record<string, [number, number]> {
  return Object.fromEntries(
    readLessons().map((lesson) => [lesson.slug, [codeShape(lesson.starter).lines, Number(hasTask(lesson.markdown))]]),
  );
}

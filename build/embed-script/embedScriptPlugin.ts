import type { Plugin } from 'vite';
import { bundleClassicScript } from '../bundleClassicScript.ts';
import { readLessons } from '../lessons/readLessons.ts';
import { hasTask } from '../lessons/lessonTask.ts';
import { codeShape } from '../../src/embed-script/layout.ts';

// embed.js runs on other people's pages as a classic <script async>: one self-contained,
// minified IIFE that declares nothing global. It is bundled on its own, apart from the app (whose
// chunks are ES modules and may share code between entries), and emitted as dist/embed.js under
// a fixed name, since blogs link to it. The dev server builds it on request.

const ENTRY = 'src/embed-script/embed.ts';
const FILE = 'embed.js';

export function embedScriptPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'mcp-tour-embed-script',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE, source: await bundleEmbedScript(root) });
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

import type { Plugin } from 'vite';
import { EMBED_DIR, PLAYGROUND_SLUG } from '../../src/embed-script/protocol.ts';
import { EMBED_HEAD_HTML } from '../../src/ui/embed/embedHead.ts';
import type { LessonSummary } from '../../src/lessons/types.ts';

// Plain static hosting has no rewrite rules, so every public URL gets its own index.html: a copy
// of the app shell with the page's own title and description (what link previews and tabs show).

export interface StaticRoute {
  /** Output file, relative to dist/, for example "lessons/host-client-server/index.html". */
  file: string;
  title: string;
  description: string;
  /** Extra markup for the end of <head>. */
  head?: string;
}

const SITE = 'MCP Tour';
const SITE_DESCRIPTION = 'Learn the Model Context Protocol by running it: real MCP SDK code, in your browser.';

export function staticRoutes(lessons: readonly LessonSummary[]): StaticRoute[] {
  return [
    { file: 'index.html', title: `${SITE} — learn the Model Context Protocol by running it`, description: SITE_DESCRIPTION },
    { file: 'playground/index.html', title: `Playground — ${SITE}`, description: 'Write and run MCP SDK code in your browser, and share it as a link.' },
    { file: '404.html', title: `Page not found — ${SITE}`, description: SITE_DESCRIPTION },
    ...lessons.map((lesson) => ({
      file: `lessons/${lesson.slug}/index.html`,
      title: `${lesson.number}. ${lesson.title} — ${SITE}`,
      description: lesson.summary,
    })),
    // The compact pages blogs put in iframes (src/ui/embed).
    {
      file: `${EMBED_DIR}${PLAYGROUND_SLUG}/index.html`,
      title: `Runnable MCP code — ${SITE}`,
      description: 'MCP SDK code you can edit and run, embedded from MCP Tour.',
      head: EMBED_HEAD_HTML,
    },
    ...lessons.map((lesson) => ({
      file: `${EMBED_DIR}${lesson.slug}/index.html`,
      title: `${lesson.number}. ${lesson.title} — ${SITE}`,
      description: lesson.summary,
      head: EMBED_HEAD_HTML,
    })),
  ];
}

export function routesPlugin(routes: () => StaticRoute[]): Plugin {
  return {
    name: 'mcp-tour-static-routes',
    apply: 'build',
    // After Vite's own HTML plugin has put index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (!shell || shell.type !== 'asset') this.error('index.html is missing from the bundle');
      const template = String(shell.source);
      for (const route of routes()) {
        const html = template
          .replace(/<title>[^<]*<\/title>/, `<title>${escape(route.title)}</title>`)
          .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escape(route.description)}$2`)
          .replace('</head>', route.head ? `  ${route.head}\n  </head>` : '</head>');
        if (route.file === 'index.html') shell.source = html;
        else this.emitFile({ type: 'asset', fileName: route.file, source: html });
      }
    },
  };
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

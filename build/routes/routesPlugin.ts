import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { EMBED_DIR, PLAYGROUND_SLUG } from '../../src/embed-script/protocol.ts';
import type { LessonContent } from '../../src/lessons/types.ts';
import { escapeHtml } from '../../src/platform/escapeHtml.ts';
import { embedHeadHtml } from '../../src/ui/embed/embedHead.ts';
import { appShell } from '../appShell.ts';
import { CARD_HEIGHT, CARD_WIDTH, type CardText, socialCardPng } from './socialCard.ts';
import { SITE_NAME as SITE, pageTitles } from '../../src/ui/routing/pageTitles.ts';
import type { Prerenderer } from './prerender.ts';
import { EMBED_ENTRY_META, type EmbedEntry } from '../../src/ui/shell/embedEntry.ts';

// Plain static hosting has no rewrite rules, so every public URL gets its own index.html: a copy
// of the app shell with the page's own title and description, Open Graph / Twitter card metadata
// with a picture drawn at build time (what link previews show), and for the site's pages the page
// itself, rendered by the app's components (prerender.ts): what search engines and readers without
// JavaScript see, and what the app hydrates. No inline script or style is added: the pages keep to
// the site's Content-Security-Policy.

export interface StaticRoute {
  /** Output file, relative to dist/, for example "lessons/host-client-server/index.html". */
  file: string;
  /** The page's address below the site's base, for example "lessons/host-client-server/". */
  path: string;
  title: string;
  description: string;
  /** Extra markup for the end of <head>. */
  head?: string;
  /** The page is drawn into <div id="root"> at build time and hydrated (the site's pages; not the embeds). */
  prerender?: boolean;
  /** The link preview's picture, drawn into og/<card.file>. */
  card?: CardText & { file: string };
  /**
   * The module of the page's own chunk, which src/ui/App.tsx imports on demand (the lesson page comes
   * with the entry script instead): preloaded from the page's <head>, so it downloads beside the entry.
   */
  pageModule?: string;
  /**
   * The page is also what a static host serves for an unknown embed address (an unknown lesson): it
   * names the embeds' entry script and CSS (EMBED_ENTRY_META), which the site's script loads there.
   */
  embedFallback?: boolean;
  /** The shell the page is written from: the site's (index.html, the default) or the embeds' (embed.html, its own entry without the router). */
  shell?: Shell;
}

export type Shell = 'index.html' | 'embed.html';
const SHELLS: readonly Shell[] = ['index.html', 'embed.html'];

const HOME_PAGE = 'src/ui/home/HomePage.tsx';
const PLAYGROUND_PAGE = 'src/ui/playground/PlaygroundPage.tsx';
const NOT_FOUND_PAGE = 'src/ui/shell/NotFoundPage.tsx';
const GLOSSARY_PAGE = 'src/ui/glossary/GlossaryPage.tsx';

const SITE_DESCRIPTION = 'Learn the Model Context Protocol by running it: real MCP SDK code, in your browser.';

export function staticRoutes(lessons: readonly LessonContent[]): StaticRoute[] {
  return [
    {
      file: 'index.html',
      path: '',
      title: pageTitles.home,
      description: SITE_DESCRIPTION,
      prerender: true,
      pageModule: HOME_PAGE,
      card: {
        file: 'home.png',
        kicker: `${lessons.length} lessons · a playground`,
        title: 'Learn MCP by running it',
        summary:
          'Real @modelcontextprotocol/sdk code in your browser: every JSON-RPC message, what the model sees, and checks on what you built.',
      },
    },
    {
      file: 'playground/index.html',
      path: 'playground/',
      title: pageTitles.playground,
      description: 'Write and run MCP SDK code in your browser, and share it as a link.',
      prerender: true,
      pageModule: PLAYGROUND_PAGE,
      card: {
        file: 'playground.png',
        kicker: 'Playground',
        title: 'Write and run MCP code',
        summary: 'Write and run MCP SDK code in your browser, and share it as a link.',
      },
    },
    {
      file: 'glossary/index.html',
      path: 'glossary/',
      title: pageTitles.glossary,
      description: 'The terms of the Model Context Protocol the tour uses, each defined for the revision it names.',
      prerender: true,
      pageModule: GLOSSARY_PAGE,
      card: {
        file: 'glossary.png',
        kicker: 'Glossary',
        title: 'The terms of MCP',
        summary:
          'Handles, multi round-trip requests, ttlMs, PRM, CIMD: each term the tour uses, defined for the revision it names.',
      },
    },
    {
      file: '404.html',
      path: '404.html',
      title: pageTitles.notFound,
      description: SITE_DESCRIPTION,
      prerender: true,
      pageModule: NOT_FOUND_PAGE,
      embedFallback: true,
    },
    ...lessons.map((lesson) => ({
      file: `lessons/${lesson.slug}/index.html`,
      path: `lessons/${lesson.slug}/`,
      title: pageTitles.lesson(lesson),
      description: lesson.summary,
      prerender: true,
      card: {
        file: `lessons/${lesson.slug}.png`,
        kicker: `Lesson ${lesson.number} of ${lessons.length}`,
        title: lesson.title,
        summary: lesson.summary,
      },
    })),
    // The compact pages blogs put in iframes (src/ui/embed).
    {
      file: `${EMBED_DIR}${PLAYGROUND_SLUG}/index.html`,
      path: `${EMBED_DIR}${PLAYGROUND_SLUG}/`,
      title: `Runnable MCP code — ${SITE}`,
      description: 'MCP SDK code you can edit and run, embedded from MCP Tour.',
      head: embedHeadHtml({
        title: `Runnable MCP code — ${SITE}`,
        description: 'MCP SDK code you can edit and run, embedded from MCP Tour.',
        canonicalPath: 'playground/',
        card: 'playground.png',
      }),
      shell: 'embed.html',
    },
    ...lessons.map((lesson) => ({
      file: `${EMBED_DIR}${lesson.slug}/index.html`,
      path: `${EMBED_DIR}${lesson.slug}/`,
      title: `${lesson.number}. ${lesson.title} — ${SITE}`,
      description: lesson.summary,
      head: embedHeadHtml({
        title: `${lesson.number}. ${lesson.title} — ${SITE}`,
        description: lesson.summary,
        canonicalPath: `lessons/${lesson.slug}/`,
        card: `lessons/${lesson.slug}.png`,
      }),
      shell: 'embed.html' as const,
    })),
  ];
}

/**
 * @param siteUrl The site's public origin (SITE_URL, such as https://tour.example): Open Graph wants
 *   absolute addresses. Without it the picture's address is relative to the site, which browsers
 *   and some previewers resolve, and others do not.
 */
export function routesPlugin(
  routes: () => StaticRoute[],
  siteUrl: string = process.env.SITE_URL ?? '',
  prerenderer?: (base: string) => Promise<Prerenderer>,
): Plugin {
  let base = '/';
  return {
    name: 'mcp-tour-static-routes',
    // After Vite's own HTML plugin has put the shells into the bundle. (Also in `npm run dev`, for the embeds' shell.)
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      // `npm run dev` serves index.html for any address; the embeds' addresses get their own shell.
      server.middlewares.use((request, _response, next) => {
        if (request.url?.startsWith(`${base}${EMBED_DIR}`) && request.headers.accept?.includes('text/html'))
          request.url = `${base}embed.html`;
        next();
      });
    },
    async generateBundle(_options, bundle) {
      const shells = Object.fromEntries(SHELLS.map((name) => [name, appShell(bundle, 'routes', name)]));
      const templates = Object.fromEntries(SHELLS.map((name) => [name, String(shells[name].source)]));
      const site = siteUrl.replace(/\/+$/, '');
      const renderer = await prerenderer?.(base);
      try {
        for (const route of routes()) {
          const preload = route.pageModule ? pagePreload(bundle, route.pageModule, base) : '';
          const embedEntry = route.embedFallback ? embedEntryMeta(bundle, base) : '';
          const head = [socialHead(route, `${site}${base}`), route.head, preload, embedEntry]
            .filter(Boolean)
            .join('\n    ');
          const body = route.prerender && renderer ? await renderer.render(`${base}${route.path}`) : '';
          const html = templates[route.shell ?? 'index.html']
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(route.title)}</title>`)
            .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(route.description)}$2`)
            .replace('</head>', head ? `  ${head}\n  </head>` : '</head>')
            .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
          if (route.file === 'index.html') shells['index.html'].source = html;
          else this.emitFile({ type: 'asset', fileName: route.file, source: html });
          if (route.card)
            this.emitFile({ type: 'asset', fileName: `og/${route.card.file}`, source: socialCardPng(route.card) });
        }
      } finally {
        await renderer?.close();
      }
      // The embeds' shell is no page of its own: only its copies under embed/ are.
      delete bundle['embed.html'];
    },
  };
}

/**
 * Links that fetch a page's own chunk, the chunks it imports and its CSS while the entry script
 * downloads (the same tags Vite writes for the entry's imports). Fails the build when no chunk is
 * that module's: App.tsx no longer loads it on demand, or it moved.
 */
function pagePreload(bundle: OutputBundle, pageModule: string, base: string): string {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(`/${pageModule}`));
  if (!page) throw new Error(`routesPlugin: no chunk of its own for ${pageModule}`);
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
  const loaded = new Set<string>();
  const withImports = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) withImports(imported, into);
  };
  if (entry) withImports(entry.fileName, loaded);
  const files = new Set<string>();
  withImports(page.fileName, files);
  const links: string[] = [];
  for (const file of files) {
    if (loaded.has(file)) continue;
    links.push(`<link rel="modulepreload" crossorigin href="${base}${file}" />`);
    const chunk = bundle[file];
    for (const css of (chunk?.type === 'chunk' && chunk.viteMetadata?.importedCss) || [])
      links.push(`<link rel="stylesheet" crossorigin href="${base}${css}" />`);
  }
  return links.join('\n    ');
}

/** The embeds' entry script and its CSS, for the not-found page to hand an unknown embed address to (src/main.tsx). */
function embedEntryMeta(bundle: OutputBundle, base: string): string {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/embed.html'));
  if (!entry) throw new Error('routesPlugin: the embeds have no entry chunk');
  const styles = new Set<string>();
  const seen = new Set<string>();
  const collect = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const imported of chunk.imports) collect(imported);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(`${base}${css}`);
  };
  collect(entry.fileName);
  const value: EmbedEntry = { script: `${base}${entry.fileName}`, styles: [...styles] };
  return `<meta name="${EMBED_ENTRY_META}" content="${escapeHtml(JSON.stringify(value))}" />`;
}

/** Open Graph and Twitter card tags; `root` is the site's address ending in "/" (absolute when SITE_URL is set). */
function socialHead(route: StaticRoute, root: string): string {
  if (!route.card) return '';
  const image = `${root}og/${route.card.file}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', route.path.startsWith('lessons/') ? 'article' : 'website'],
    ['property', 'og:site_name', SITE],
    ['property', 'og:title', route.title],
    ['property', 'og:description', route.description],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD_WIDTH)],
    ['property', 'og:image:height', String(CARD_HEIGHT)],
    ['property', 'og:image:alt', `${route.card.kicker}: ${route.card.title}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', route.title],
    ['name', 'twitter:description', route.description],
    ['name', 'twitter:image', image],
  ];
  if (/^https?:\/\//.test(root)) tags.splice(2, 0, ['property', 'og:url', `${root}${route.path}`]);
  const meta = tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`);
  if (/^https?:\/\//.test(root)) meta.push(`<link rel="canonical" href="${escapeHtml(`${root}${route.path}`)}" />`);
  return meta.join('\n    ');
}

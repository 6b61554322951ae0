import { describe, expect, it } from 'vitest';
import { lessonContents } from '../lessons/lessonsPlugin';
import { routesPlugin, staticRoutes } from './routesPlugin';

const shell = (entry: string) =>
  `<!doctype html><html><head><title>MCP Tour</title><meta name="description" content="x" /><script type="module" src="/tour/assets/${entry}.js"></script></head><body><div id="root"></div></body></html>`;

/** A chunk as Rolldown hands it to generateBundle, with only the fields the plugin reads. */
function chunk(name: string, module: string, imports: string[] = [], css: string[] = []) {
  return {
    type: 'chunk',
    fileName: `assets/${name}.js`,
    facadeModuleId: `/repo/${module}`,
    isEntry: module.endsWith('.html'),
    isDynamicEntry: module.startsWith('src/ui/') && module.endsWith('.tsx'),
    imports: imports.map((file) => `assets/${file}.js`),
    viteMetadata: { importedCss: new Set(css.map((file) => `assets/${file}.css`)) },
  };
}

/** The app's chunks: the entry, and the pages App.tsx imports on demand. */
const CHUNKS = [
  chunk('index', 'index.html', ['shared']),
  chunk('embed', 'embed.html', ['shared', 'codeHash'], ['embed']),
  chunk('shared', 'src/ui/shared.ts'),
  chunk('HomePage', 'src/ui/home/HomePage.tsx', ['shared', 'LessonList'], ['HomePage']),
  chunk('LessonList', 'src/ui/home/LessonList.tsx', [], ['LessonList']),
  chunk('NotFoundPage', 'src/ui/shell/NotFoundPage.tsx', ['LessonList']),
  chunk('PlaygroundPage', 'src/ui/playground/PlaygroundPage.tsx', ['shared', 'codeHash']),
  chunk('codeHash', 'src/ui/playground/codeHash.ts'),
  chunk('GlossaryPage', 'src/ui/glossary/GlossaryPage.tsx', ['shared'], ['GlossaryPage']),
];

/** Stands in for the app's components (src/ui/prerender.tsx, run in a real build): says which page it drew. */
const prerenderer = async () => ({
  render: async (pathname: string) => `<p>page ${pathname}</p>`,
  close: async () => {},
});

/** Runs the plugin's generateBundle over a bundle holding the two shells and `chunks`; the files it writes (and the shell it leaves). */
async function build(siteUrl: string, chunks = CHUNKS): Promise<Map<string, string | Uint8Array>> {
  const plugin = routesPlugin(() => staticRoutes(lessonContents()), siteUrl, prerenderer);
  const files = new Map<string, string | Uint8Array>();
  const bundle = {
    'index.html': { type: 'asset', source: shell('index') },
    'embed.html': { type: 'asset', source: shell('embed') },
    ...Object.fromEntries(chunks.map((file) => [file.fileName, file])),
  };
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/tour/' });
  const context = {
    emitFile: ({ fileName, source }: { fileName: string; source: string | Uint8Array }) => files.set(fileName, source),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  await (
    plugin.generateBundle as unknown as (this: typeof context, options: object, bundle: object) => Promise<void>
  ).call(context, {}, bundle);
  files.set('index.html', bundle['index.html'].source);
  if ('embed.html' in bundle) files.set('embed.html', 'left in the bundle');
  return files;
}

describe('static pages', () => {
  it('give each lesson link-preview tags with absolute addresses, a PNG card, and its prose', {
    timeout: 60_000,
  }, async () => {
    const files = await build('https://tour.example/');
    const page = String(files.get('lessons/your-first-tool/index.html'));
    expect(page).toContain(
      '<meta property="og:image" content="https://tour.example/tour/og/lessons/your-first-tool.png" />',
    );
    expect(page).toContain('<meta property="og:url" content="https://tour.example/tour/lessons/your-first-tool/" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).toContain('<link rel="canonical" href="https://tour.example/tour/lessons/your-first-tool/" />');
    expect(page).toContain('<div id="root"><p>page /tour/lessons/your-first-tool/</p></div>');
    expect(String(files.get('404.html'))).toContain('<div id="root"><p>page /tour/404.html</p></div>');
    // Embed pages are drawn in the browser only.
    expect(String(files.get('embed/your-first-tool/index.html'))).toContain('<div id="root"></div>');
    expect(page).not.toMatch(/<script>|style="/);
    // Each page is written from its shell: the site's entry, or the embeds' (no router); the embeds' shell is no page.
    expect(page).toContain('src="/tour/assets/index.js"');
    expect(String(files.get('embed/your-first-tool/index.html'))).toContain('src="/tour/assets/embed.js"');
    expect(String(files.get('embed/playground/index.html'))).toContain('src="/tour/assets/embed.js"');
    expect(files.has('embed.html')).toBe(false);
    // The not-found page, which a host serves for an unknown embed address, names the embeds' entry.
    expect(String(files.get('404.html'))).toContain(
      '<meta name="mcp-tour:embed-entry" content="{&quot;script&quot;:&quot;/tour/assets/embed.js&quot;,&quot;styles&quot;:[&quot;/tour/assets/embed.css&quot;]}" />',
    );
    expect(files.get('og/lessons/your-first-tool.png')).toBeInstanceOf(Uint8Array);
    expect(String(files.get('index.html'))).toContain('content="https://tour.example/tour/og/home.png"');
    // A link to an embed page previews as its lesson, and search engines are sent to the lesson.
    const embed = String(files.get('embed/your-first-tool/index.html'));
    expect(embed).toContain('<link rel="canonical" href="../../lessons/your-first-tool/" />');
    expect(embed).toContain('<meta property="og:image" content="../../og/lessons/your-first-tool.png" />');
  });

  it("preload each page's own chunk, what it imports that the entry does not, and its CSS", {
    timeout: 60_000,
  }, async () => {
    const files = await build('');
    const preloads = (file: string) =>
      [...String(files.get(file)).matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)"/g)].map(
        ([, rel, href]) => `${rel} ${href}`,
      );
    expect(preloads('index.html')).toEqual([
      'modulepreload /tour/assets/HomePage.js',
      'stylesheet /tour/assets/HomePage.css',
      'modulepreload /tour/assets/LessonList.js',
      'stylesheet /tour/assets/LessonList.css',
    ]);
    expect(preloads('playground/index.html')).toEqual([
      'modulepreload /tour/assets/PlaygroundPage.js',
      'modulepreload /tour/assets/codeHash.js',
    ]);
    expect(preloads('404.html')).toEqual([
      'modulepreload /tour/assets/NotFoundPage.js',
      'modulepreload /tour/assets/LessonList.js',
      'stylesheet /tour/assets/LessonList.css',
    ]);
    // The lesson page's code is in the entry, and an embed's in the embeds' entry.
    expect(preloads('embed/your-first-tool/index.html')).toEqual([]);
    expect(preloads('lessons/your-first-tool/index.html')).toEqual([]);
  });

  it('fail the build when a page has no chunk of its own', { timeout: 60_000 }, async () => {
    const withoutPlayground = CHUNKS.filter((file) => file.fileName !== 'assets/PlaygroundPage.js');
    await expect(build('', withoutPlayground)).rejects.toThrow(
      'no chunk of its own for src/ui/playground/PlaygroundPage.tsx',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { lessonContents } from '../lessons/lessonsPlugin';
import { routesPlugin, staticRoutes } from './routesPlugin';

const SHELL =
  '<!doctype html><html><head><title>MCP Tour</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

/** Runs the plugin's generateBundle over a bundle holding only index.html; the files it writes. */
function build(siteUrl: string): Map<string, string | Uint8Array> {
  const plugin = routesPlugin(() => staticRoutes(lessonContents()), siteUrl);
  const files = new Map<string, string | Uint8Array>();
  const bundle = { 'index.html': { type: 'asset', source: SHELL } };
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/tour/' });
  const context = {
    emitFile: ({ fileName, source }: { fileName: string; source: string | Uint8Array }) => files.set(fileName, source),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.generateBundle as unknown as (this: typeof context, options: object, bundle: object) => void).call(
    context,
    {},
    bundle,
  );
  files.set('index.html', bundle['index.html'].source);
  return files;
}

describe('static pages', () => {
  it('give each lesson link-preview tags with absolute addresses, a PNG card, and its prose', {
    timeout: 60_000,
  }, () => {
    const files = build('https://tour.example/');
    const page = String(files.get('lessons/your-first-tool/index.html'));
    expect(page).toContain(
      '<meta property="og:image" content="https://tour.example/tour/og/lessons/your-first-tool.png" />',
    );
    expect(page).toContain('<meta property="og:url" content="https://tour.example/tour/lessons/your-first-tool/" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).toContain('<link rel="canonical" href="https://tour.example/tour/lessons/your-first-tool/" />');
    expect(page).toMatch(
      /<div id="root"><div class="app app--lesson">.*<h1 id="lesson-title" class="lesson-prose__title">Your first tool<\/h1><div class="prose" data-static-prose="your-first-tool"><p>A <strong>tool<\/strong>/s,
    );
    expect(page).not.toMatch(/<script>|style="/);
    expect(files.get('og/lessons/your-first-tool.png')).toBeInstanceOf(Uint8Array);
    expect(String(files.get('index.html'))).toContain('content="https://tour.example/tour/og/home.png"');
    // Embed pages are not for sharing: no card.
    expect(String(files.get('embed/your-first-tool/index.html'))).not.toContain('og:image');
  });
});

import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { codeShape, embedHeightPx } from '../../embed-script/layout';
import { readFenceLine } from '../../embed-script/markers';
import { fenceSnippet, iframeSnippet, scriptSnippet } from './embedSnippets';

const BASE = 'https://tour.example/';
const PINNED = { path: 'embed/v1/embed.0123456789.js', integrity: 'sha384-abc' };

describe('embed snippets', () => {
  it('embed a lesson, keeping the room the embed will take', () => {
    const lesson = {
      kind: 'lesson' as const,
      slug: 'host-client-server',
      title: 'Host, client "and" server',
      starter: 'a\nb\n',
      task: true,
    };
    const height = embedHeightPx(codeShape('a\nb\n'), { task: true });
    // Attributes only: a strict CSP rejects style="…".
    expect(iframeSnippet(BASE, lesson)).toBe(
      `<iframe src="https://tour.example/embed/host-client-server/" title="MCP Tour lesson: Host, client &quot;and&quot; server" loading="lazy" width="100%" height="${height}" frameborder="0"></iframe>`,
    );
    // The script in the <head>, render-blocking, as the README recommends; the element where the embed goes.
    expect(scriptSnippet(BASE, lesson)).toBe(
      `<!-- in the page's <head>, once -->\n<script src="https://tour.example/embed.js" async blocking="render"></script>\n\n<!-- where the embed goes -->\n<div data-mcp-tour="host-client-server" style="min-height: ${height}px"><a href="https://tour.example/lessons/host-client-server/">Open the lesson “Host, client &quot;and&quot; server” in MCP Tour</a></div>`,
    );
  });

  it('embed code, escaped so the block shows it as written', () => {
    const code = "if (a < b && c > d) console.log('<b>');\n";
    const iframe = iframeSnippet(BASE, { kind: 'code', code });
    const src = /src="([^"]+)"/.exec(iframe)![1].replace(/&amp;/g, '&');
    expect(LZString.decompressFromEncodedURIComponent(new URL(src).hash.slice('#code/'.length))).toBe(code);
    expect(scriptSnippet(BASE, { kind: 'code', code })).toBe(
      '<!-- in the page\'s <head>, once -->\n<script src="https://tour.example/embed.js" async blocking="render"></script>\n\n<!-- where the embed goes -->\n<pre data-mcp-tour><code>if (a &lt; b &amp;&amp; c &gt; d) console.log(\'&lt;b&gt;\');</code></pre>',
    );
  });

  it('carry the options the author toggled, and the pinned script with its integrity hash', () => {
    const code = 'console.log(1);\n';
    const options = { load: 'click' as const, autorun: '1', typecheck: '0', theme: 'dark' };
    expect(scriptSnippet(BASE, { kind: 'code', code }, options, PINNED)).toBe(
      '<!-- in the page\'s <head>, once -->\n<script src="https://tour.example/embed/v1/embed.0123456789.js" integrity="sha384-abc" crossorigin="anonymous" async blocking="render"></script>\n\n<!-- where the embed goes -->\n<pre data-mcp-tour data-load="click" data-autorun data-typecheck="0" data-theme="dark"><code>console.log(1);</code></pre>',
    );
    // Loaded on click, a lesson's element needs no room kept, and has no style attribute.
    const lesson = { kind: 'lesson' as const, slug: 'x', title: 'X', starter: 'a\n' };
    expect(scriptSnippet(BASE, lesson, { load: 'click' })).not.toContain('style=');
    // load is embed.js's: the iframe's address carries the rest.
    const src = /src="([^"]+)"/.exec(iframeSnippet(BASE, { kind: 'code', code }, options))![1].replace(/&amp;/g, '&');
    expect(new URL(src).search).toBe('?theme=dark&autorun=1&typecheck=0');
    const fence = fenceSnippet(code, options);
    expect(fence).toBe('```js\n// mcp-tour load=click autorun typecheck=0 theme=dark\nconsole.log(1);\n```');
    expect(readFenceLine(fence.split('\n').slice(1).join('\n'))).toEqual({
      load: 'click',
      autorun: '',
      typecheck: '0',
      theme: 'dark',
    });
  });
});

import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { codeShape, embedHeightPx } from '../../embed-script/layout';
import { iframeSnippet, scriptSnippet, strictIframeSnippet } from './embedSnippets';

const BASE = 'https://tour.example/';

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
    expect(iframeSnippet(BASE, lesson)).toBe(
      `<iframe src="https://tour.example/embed/host-client-server/" title="MCP Tour lesson: Host, client &quot;and&quot; server" loading="lazy" style="width: 100%; height: ${height}px; border: 0;"></iframe>`,
    );
    expect(strictIframeSnippet(BASE, lesson)).toBe(
      `<iframe src="https://tour.example/embed/host-client-server/" title="MCP Tour lesson: Host, client &quot;and&quot; server" loading="lazy" width="100%" height="${height}" frameborder="0"></iframe>`,
    );
    expect(strictIframeSnippet(BASE, lesson)).not.toContain('style=');
    expect(scriptSnippet(BASE, lesson)).toBe(
      `<div data-mcp-tour="host-client-server" style="min-height: ${height}px"><a href="https://tour.example/lessons/host-client-server/">Open the lesson “Host, client &quot;and&quot; server” in MCP Tour</a></div>\n<script src="https://tour.example/embed.js" async></script>`,
    );
  });

  it('embed code, escaped so the block shows it as written', () => {
    const code = "if (a < b && c > d) console.log('<b>');\n";
    const iframe = iframeSnippet(BASE, { kind: 'code', code });
    const src = /src="([^"]+)"/.exec(iframe)![1].replace(/&amp;/g, '&');
    expect(LZString.decompressFromEncodedURIComponent(new URL(src).hash.slice('#code/'.length))).toBe(code);
    expect(scriptSnippet(BASE, { kind: 'code', code })).toBe(
      '<pre data-mcp-tour><code>if (a &lt; b &amp;&amp; c &gt; d) console.log(\'&lt;b&gt;\');</code></pre>\n<script src="https://tour.example/embed.js" async></script>',
    );
  });
});

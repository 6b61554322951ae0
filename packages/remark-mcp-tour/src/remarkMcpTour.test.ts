import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { codeShape, embedHeightPx } from '../../../src/embed-script/layout.ts';
import remarkMcpTour, { type RemarkMcpTourOptions } from './remarkMcpTour.ts';

// Real Markdown through remark and rehype, as a blog's build runs it.

async function render(markdown: string, options?: RemarkMcpTourOptions): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkMcpTour, options)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .process(markdown);
  return String(file);
}

const POST = `# A post

\`\`\`ts
// mcp-tour max-lines=30 highlight="2-3"
// mcp-tour:hide
import { z } from 'zod';
// mcp-tour:show
const name = z.string().parse('a < b');
console.log(name);
\`\`\`

\`\`\`ts
const untouched = true;
\`\`\`
`;

describe('remark-mcp-tour', () => {
  it('turns an opted-in fence into embed markup with its options and the room it takes', async () => {
    const html = await render(POST);
    const code =
      "// mcp-tour:hide\nimport { z } from 'zod';\n// mcp-tour:show\nconst name = z.string().parse('a < b');\nconsole.log(name);";
    const height = embedHeightPx(codeShape(code), { maxLines: 30 });
    expect(html).toContain(
      `<pre data-mcp-tour data-max-lines="30" data-highlight="2-3" style="min-height:${height}px"><code class="language-ts"><span hidden data-mcp-tour-hidden>import { z } from 'zod';\n</span>const name = z.string().parse('a &lt; b');\nconsole.log(name);</code></pre>`,
    );
    // Other fences stay as remark renders them.
    expect(html).toContain('<pre><code class="language-ts">const untouched = true;\n</code></pre>');
  });

  it('leaves no marker where the embed does not run', async () => {
    const html = await render(POST);
    // What a reader without JavaScript sees: the hidden span's content is not shown, and no marker is left.
    const shown = html.replace(/<span hidden[^>]*>[\s\S]*?<\/span>/g, '').replace(/<[^>]+>/g, '');
    expect(shown).not.toContain('mcp-tour');
    expect(shown).toContain("const name = z.string().parse('a &lt; b');");
  });

  it('keeps no room for embeds loaded on click or when asked not to, and does not type-check JavaScript', async () => {
    const click = await render('```js\n// mcp-tour\nconsole.log(1);\n```\n', { defaults: { load: 'click' } });
    expect(click).toBe(
      '<pre data-mcp-tour data-load="click" data-typecheck="0"><code class="language-js">console.log(1);</code></pre>',
    );
    const strict = await render('```ts\n// mcp-tour autorun\nconsole.log(1);\n```\n', { reserve: false });
    expect(strict).toBe('<pre data-mcp-tour data-autorun><code class="language-ts">console.log(1);</code></pre>');
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeShape, embedHeightPx } from '../../../src/embed-script/layout.ts';
// @ts-expect-error: a plain Node script without declarations (it builds the package's own).
import { buildPackage } from '../scripts/build.mjs';
import remarkMcpTour, { type RemarkMcpTourOptions } from './remarkMcpTour.ts';

// Real Markdown through remark and rehype, as a blog's build runs it.

async function render(
  markdown: string,
  options?: RemarkMcpTourOptions,
  plugin: typeof remarkMcpTour = remarkMcpTour,
): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(plugin, options)
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

  it('warns at build time of an option value that means nothing, naming what the option takes', async () => {
    const file = await unified()
      .use(remarkParse)
      .use(remarkMcpTour)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeStringify, { allowDangerousHtml: true })
      .process('```ts\n// mcp-tour max-lines=-1 theme=blue\nconsole.log(1);\n```\n');
    expect(file.messages.map((message) => [message.reason, message.line])).toEqual([
      [expect.stringMatching(/^max-lines="-1" is ignored: max-lines takes a number of lines/), 1],
      [expect.stringMatching(/^theme="blue" is ignored: theme takes light, dark, auto or inherit\.$/), 1],
    ]);
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

// The package as npm ships it (scripts/build.mjs, run by prepack), built into a scratch directory.
describe('the built package', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await buildPackage(mkdtempSync(path.join(tmpdir(), 'remark-mcp-tour-dist-')));
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the files package.json names, and imports nothing', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.private).toBeUndefined();
    expect(manifest.files).toEqual(['dist']);
    const { types, default: main } = manifest.exports['.'];
    for (const file of [types, main]) expect(existsSync(path.join(dir, path.relative('dist', file)))).toBe(true);
    // Stands alone: no import of this repository's src/ (the shared code is bundled in), nor of anything else.
    expect(readFileSync(path.join(dir, 'index.js'), 'utf8')).not.toMatch(/^\s*import\b|\bimport\(|\brequire\(/m);
    const declarations = readFileSync(path.join(dir, 'index.d.ts'), 'utf8');
    expect(declarations).not.toMatch(/\bimport\b/);
    expect(declarations).toContain('export default function remarkMcpTour(options?: RemarkMcpTourOptions)');
  });

  it('renders real Markdown as its source does', async () => {
    const built = (await import(pathToFileURL(path.join(dir, 'index.js')).href)).default;
    for (const options of [undefined, { defaults: { load: 'click' } }, { reserve: false }])
      expect(await render(POST, options, built)).toBe(await render(POST, options));
  });
});

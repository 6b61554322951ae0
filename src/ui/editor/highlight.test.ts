import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../platform/escapeHtml';
import { COLOUR_BUDGET_MS, highlightTypeScript } from './highlight';

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** A clock that never moves: colouring is never cut short. */
const still = () => 0;

const lessonPrograms = () => {
  const root = new URL('../../../lessons/', import.meta.url);
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      ['main.ts', 'solution.ts'].flatMap((file) => {
        try {
          return [readFileSync(new URL(`${entry.name}/${file}`, root), 'utf8')];
        } catch {
          return [];
        }
      }),
    );
};

describe('highlightTypeScript', () => {
  it('colours ordinary code', () => {
    expect(highlightTypeScript("const a = 'x';", still)).toContain('hljs-keyword');
  });

  it('colours every lesson program, and a long program of all of them, in pieces exactly as it would whole', async () => {
    const hljs = (await import('highlight.js/lib/core')).default;
    const whole = (code: string) => hljs.highlight(code, { language: 'typescript', ignoreIllegals: true }).value;
    const programs = lessonPrograms();
    expect(programs.length).toBeGreaterThan(20);
    // A long program of as many of them as fit under the size past which nothing is coloured.
    let long = '';
    for (const program of programs) if (long.length + program.length < 190_000) long += `${program}\n`;
    expect(long.length).toBeGreaterThan(100_000);
    for (const code of [...programs, long]) expect(highlightTypeScript(code, still)).toBe(whole(code));
    // A template literal that spans the place a piece would be cut.
    const template = `const a = 1;\nconst prompt = \`\n${'line of the prompt\n'.repeat(150)}\`;\nconst b = 2;\n`;
    expect(highlightTypeScript(template, still)).toBe(whole(template));
  });

  it('stops colouring once its time is up: the rest is plain, escaped text, and nothing is lost', () => {
    let clock = 0;
    // Every look at the clock finds a third of the budget gone.
    const ticking = () => (clock += COLOUR_BUDGET_MS / 3);
    const code = "const s = '<b>';\n".repeat(2_000);
    const html = highlightTypeScript(code, ticking);
    expect(html).toContain('hljs-keyword');
    expect(html.endsWith(escapeHtml("const s = '<b>';\n"))).toBe(true);
    expect(plainText(html)).toBe(code);
  });

  it('cuts a line of hostile text into pieces, and keeps every character', () => {
    for (const hostile of ['\u2028'.repeat(20_000), '<a>'.repeat(10_000), `x${'😀'.repeat(5_000)}`]) {
      const html = highlightTypeScript(hostile, still);
      expect(plainText(html)).toBe(hostile);
    }
  });

  it('shows code with a word too long to colour as plain, escaped text', () => {
    const hostile = `const ${'a'.repeat(100_000)} = "<b>";`;
    const html = highlightTypeScript(hostile, still);
    expect(html).not.toContain('hljs-');
    expect(html).toContain('&lt;b&gt;');
  });
});

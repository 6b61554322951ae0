import { describe, expect, it } from 'vitest';
import { highlightTypeScript } from './highlight';

describe('highlightTypeScript', () => {
  it('colours ordinary code', () => {
    expect(highlightTypeScript("const a = 'x';")).toContain('hljs-keyword');
  });

  it('shows code that would take the grammar seconds as plain, escaped text, at once', () => {
    const hostile = `const ${'a'.repeat(100_000)} = "<b>";`;
    const started = performance.now();
    const html = highlightTypeScript(hostile);
    expect(performance.now() - started).toBeLessThan(500);
    expect(html).not.toContain('hljs-');
    expect(html).toContain('&lt;b&gt;');
  });
});

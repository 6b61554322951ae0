import hljs from 'highlight.js/lib/core';
import { describe, expect, it, vi } from 'vitest';
import { highlightTypeScript } from './highlight';

describe('highlightTypeScript', () => {
  it('colours ordinary code', () => {
    expect(highlightTypeScript("const a = 'x';")).toContain('hljs-keyword');
  });

  it('shows code that would take the grammar seconds as plain, escaped text, without running the grammar', () => {
    const grammar = vi.spyOn(hljs, 'highlight');
    const hostile = `const ${'a'.repeat(100_000)} = "<b>";`;
    const html = highlightTypeScript(hostile);
    expect(grammar).not.toHaveBeenCalled();
    expect(html).not.toContain('hljs-');
    expect(html).toContain('&lt;b&gt;');
    grammar.mockRestore();
  });
});

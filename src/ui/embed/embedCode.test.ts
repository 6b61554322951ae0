import { describe, expect, it, vi } from 'vitest';
import { createEmbedCode } from './embedCode';

const CODE = `// mcp-tour:hide
import assert from 'node:assert';
// mcp-tour:show
const a = 1;
assert.equal(a, 1);`;
const SHOWN = `// ⋯ 1 hidden line (Show hidden lines)\nconst a = 1;\nassert.equal(a, 1);`;

describe("an embed's code", () => {
  it('shows the hidden lines folded, and runs them in place', () => {
    const { codeDocument } = createEmbedCode(CODE);
    const { text, runnable } = codeDocument.get();
    expect(text).toBe(SHOWN);
    expect(runnable.code).toBe(`import assert from 'node:assert';\nconst a = 1;\nassert.equal(a, 1);`);
    expect(runnable.hiddenLines).toBe(1);
    // An error on the hidden import points at the placeholder; the rest keep their line.
    expect([1, 2, 3].map(runnable.shownLine)).toEqual([1, 2, 3]);
  });

  it('keeps the hidden lines through the reader’s edits around them', () => {
    const { codeDocument } = createEmbedCode(CODE);
    codeDocument.edit(SHOWN.replace('const a = 1;', 'const a = 1;\nconst b = 2;'));
    const { runnable } = codeDocument.get();
    expect(runnable.code).toContain("import assert from 'node:assert';\nconst a = 1;\nconst b = 2;");
    expect(runnable.shownLine(4)).toBe(4);
  });

  it('Show hidden lines puts them in the editor: the same program runs, nothing is hidden', () => {
    const embed = createEmbedCode(CODE);
    const before = embed.codeDocument.get().runnable.code;
    embed.showHidden();
    const { text, runnable, change } = embed.codeDocument.get();
    expect(change).toBe('replace');
    expect(text).toBe(before);
    expect(runnable).toMatchObject({ code: before, hiddenLines: 0 });
  });

  it('Reset folds them again; Solve twice is one change', () => {
    const embed = createEmbedCode(CODE);
    const listener = vi.fn();
    embed.codeDocument.subscribe(listener);
    embed.replace('solved();');
    embed.replace('solved();');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(embed.codeDocument.get().runnable).toMatchObject({ code: 'solved();', hiddenLines: 0 });

    embed.reset();
    expect(embed.codeDocument.get().text).toBe(SHOWN);
    expect(embed.codeDocument.get().runnable.hiddenLines).toBe(1);
    // Already the author's code: nothing to reset.
    embed.reset();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('code without hidden lines runs as shown', () => {
    const { codeDocument } = createEmbedCode('const a = 1;\n');
    expect(codeDocument.get().runnable).toMatchObject({ code: 'const a = 1;\n', hiddenLines: 0 });
  });
});

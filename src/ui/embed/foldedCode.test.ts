import { describe, expect, it } from 'vitest';
import { codeShape, embedHeightPx } from '../../embed-script/layout';
import { foldCode, parseLineRanges, unfoldCode } from './foldedCode';

const CODE = `// mcp-tour:hide
import { z } from 'zod';
import assert from 'node:assert';
// mcp-tour:show
const a = 1;
  // mcp-tour:hide
  console.log('setup');
  // mcp-tour:show
console.log(a);`;

describe('hidden boilerplate', () => {
  it('folds each hidden block to one placeholder line and drops the markers', () => {
    const folded = foldCode(CODE)!;
    expect(folded.shown).toBe(
      `// ⋯ 2 hidden lines (Show hidden lines)\nconst a = 1;\n  // ⋯ 1 hidden line (Show hidden lines)\nconsole.log(a);`,
    );
    expect(folded.hiddenLines).toBe(3);
    expect(codeShape(CODE)).toEqual({ lines: 4, folded: true });
  });

  it('runs the hidden lines in place, even after edits around them, and maps lines back', () => {
    const folded = foldCode(CODE)!;
    const edited = folded.shown.replace('const a = 1;', 'const a = 1;\nconst b = 2;');
    const { code, shownLineOf } = unfoldCode(edited, folded.blocks);
    expect(code).toBe(
      `import { z } from 'zod';\nimport assert from 'node:assert';\nconst a = 1;\nconst b = 2;\n  console.log('setup');\nconsole.log(a);`,
    );
    expect(shownLineOf).toEqual([1, 1, 2, 3, 4, 5]);
  });

  it('leaves code without markers alone, and hides to the end when a block is not closed', () => {
    expect(foldCode('const a = 1;\n')).toBeUndefined();
    expect(codeShape('a\nb\nc\n')).toEqual({ lines: 3, folded: false });
    expect(foldCode('a\n// mcp-tour:hide\nb\nc')!.shown).toBe('a\n// ⋯ 2 hidden lines (Show hidden lines)');
  });
});

describe('line ranges', () => {
  it('reads ranges and single lines, ignoring nonsense', () => {
    expect(parseLineRanges('12-14, 3,x,0,5–5')).toEqual([3, 5, 12, 13, 14]);
    expect(parseLineRanges(undefined)).toEqual([]);
  });
});

describe('reserved height', () => {
  it('grows with the lines shown, up to max-lines, plus a row per control', () => {
    const short = embedHeightPx({ lines: 1, folded: false });
    expect(embedHeightPx({ lines: 3, folded: false })).toBe(short);
    expect(embedHeightPx({ lines: 43, folded: false })).toBe(short + 40 * 20);
    expect(embedHeightPx({ lines: 500, folded: false })).toBe(embedHeightPx({ lines: 80, folded: false }) + 38);
    expect(embedHeightPx({ lines: 10, folded: true }, { task: true })).toBe(
      embedHeightPx({ lines: 10, folded: false }) + 2 * 38,
    );
  });
});

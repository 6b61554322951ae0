import { describe, expect, it } from 'vitest';
import {
  closingBraceEdit,
  countLines,
  indentEdit,
  newlineEdit,
  normalizeNewlines,
  outdentEdit,
  smallestReplacement,
  type TextEdit,
} from './textEdits';

const apply = (text: string, edit: TextEdit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end);

describe('normalizeNewlines and countLines', () => {
  it('turns CRLF and CR into LF', () => {
    expect(normalizeNewlines('a\r\nb\rc\n')).toBe('a\nb\nc\n');
  });
  it('counts the empty last line after a trailing newline', () => {
    expect(countLines('')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
    expect(countLines('a\nb\n')).toBe(3);
  });
});

describe('smallestReplacement', () => {
  const cases: Array<[string, string]> = [
    ['', ''],
    ['abc', 'abc'],
    ['', 'hello'],
    ['hello', ''],
    ['const a = 1;', 'const b = 1;'],
    ['aaa', 'aaaa'],
    ['line1\nline2\nline3', 'line1\nline3'],
    ['x😀y', 'x😁y'],
    ['😀', '😀😀'],
    ['\uD83D\uDE00', '\uD83C\uDE00'],
  ];
  it.each(cases)('turns %j into %j', (before, after) => {
    const edit = smallestReplacement(before, after);
    expect(apply(before, edit)).toBe(after);
    expect(edit.selectionStart).toBe(edit.start + edit.text.length);
  });
  it('replaces only what changed', () => {
    expect(smallestReplacement('const a = 1;', 'const b = 1;')).toMatchObject({ start: 6, end: 7, text: 'b' });
  });
  it('never splits a surrogate pair', () => {
    const edit = smallestReplacement('x😀y', 'x😁y');
    expect(edit.text).toBe('😁');
    expect(smallestReplacement('\uD83D\uDE00', '\uD83C\uDE00').text).toBe('\uD83C\uDE00');
  });
});

describe('indentEdit', () => {
  it('inserts two spaces at the caret', () => {
    const edit = indentEdit('ab', 1, 1);
    expect(apply('ab', edit)).toBe('a  b');
    expect([edit.selectionStart, edit.selectionEnd]).toEqual([3, 3]);
  });
  it('replaces a selection within one line', () => {
    expect(apply('abcd', indentEdit('abcd', 1, 3))).toBe('a  d');
  });
  it('indents every non-empty touched line and keeps the selection on the same text', () => {
    const text = 'a\n\nb\nc';
    const edit = indentEdit(text, 0, 4); // "a\n\nb" selected
    expect(apply(text, edit)).toBe('  a\n\n  b\nc');
    expect(apply(text, edit).slice(edit.selectionStart, edit.selectionEnd)).toBe('a\n\n  b');
  });
  it('does not touch the line after a selection that ends at its start', () => {
    const text = 'a\nb\nc';
    expect(apply(text, indentEdit(text, 0, 4))).toBe('  a\n  b\nc');
  });
});

describe('outdentEdit', () => {
  it('removes up to two spaces or one tab per line', () => {
    const text = '    a\n b\n\tc\nd';
    const edit = outdentEdit(text, 2, text.length);
    expect(apply(text, edit)).toBe('  a\nb\nc\nd');
  });
  it('moves the caret with the text', () => {
    const text = '    abc';
    const edit = outdentEdit(text, 5, 5); // caret before "bc"
    expect(apply(text, edit)).toBe('  abc');
    expect(edit.selectionStart).toBe(3);
  });
  it('keeps a caret inside the removed indentation at the line start', () => {
    const edit = outdentEdit('  abc', 1, 1);
    expect(edit.selectionStart).toBe(0);
  });
});

describe('newlineEdit', () => {
  it('keeps the indentation of the current line', () => {
    const text = '  foo();';
    expect(apply(text, newlineEdit(text, text.length, text.length))).toBe('  foo();\n  ');
  });
  it('indents one more unit after an opening bracket', () => {
    const text = '  if (x) {';
    const edit = newlineEdit(text, text.length, text.length);
    expect(edit.text).toBe('\n    ');
    expect(edit.selectionStart).toBe(text.length + 5);
  });
  it('replaces the selection', () => {
    expect(apply('abXYcd', newlineEdit('abXYcd', 2, 4))).toBe('ab\ncd');
  });
});

describe('closingBraceEdit', () => {
  const type = (text: string, overtype: boolean) => {
    const at = text.indexOf('|');
    const plain = text.replace('|', '');
    const edit = closingBraceEdit(plain, at, at, overtype);
    if (!edit) return undefined;
    const result = plain.slice(0, edit.start) + edit.text + plain.slice(edit.end);
    return `${result.slice(0, edit.selectionStart)}|${result.slice(edit.selectionStart)}`;
  };

  it('lines "}" up with the line that opened the block', () => {
    expect(type('if (a) {\n  b;\n  |', false)).toBe('if (a) {\n  b;\n}|');
    expect(type('function f() {\n  if (a) {\n    b;\n    |\n}', false)).toBe(
      'function f() {\n  if (a) {\n    b;\n  }|\n}',
    );
  });

  it('steps over the "}" the editor closed by itself instead of doubling it', () => {
    expect(type('if (a) {\n  b;\n  |\n}', true)).toBe('if (a) {\n  b;\n}|');
    // Without overtype (the light editor closes nothing by itself), the brace below is the learner's own.
    expect(type('if (a) {\n  b;\n  |\n}', false)).toBe('if (a) {\n  b;\n}|\n}');
  });

  it('leaves "}" alone after text, in a selection, or with nothing to close', () => {
    expect(type('if (a) { b; |', true)).toBeUndefined();
    expect(type('  |', true)).toBeUndefined();
    expect(type("const s = '{';\n  |", true)).toBeUndefined();
    expect(closingBraceEdit('if (a) {\n  \n', 9, 11, true)).toBeUndefined();
  });
});

// Pure text arithmetic for the editor: no DOM, so Vitest can pin it down.
// Offsets are UTF-16 indexes, as in textarea.selectionStart and Monaco's model.getOffsetAt.

export const INDENT_UNIT = '  ';

/** A replacement of text[start, end) by `text`, and where the selection should be afterwards. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Textareas turn every line ending into "\n"; comparing texts only works once everything has. */
export function normalizeNewlines(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

export function countLines(text: string): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The smallest single replacement that turns `before` into `after`. Replacing only what changed
 * keeps the caret, the scroll position and the undo step as small as the change itself.
 * Never splits a surrogate pair, so the inserted text is always valid UTF-16.
 */
export function smallestReplacement(before: string, after: string): TextEdit {
  const limit = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < limit && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  if (prefix > 0 && isHighSurrogate(before.charCodeAt(prefix - 1))) prefix--;

  let suffix = 0;
  const suffixLimit = limit - prefix;
  while (
    suffix < suffixLimit &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  ) {
    suffix++;
  }
  if (suffix > 0 && isLowSurrogate(after.charCodeAt(after.length - suffix))) suffix--;

  const text = after.slice(prefix, after.length - suffix);
  const caret = prefix + text.length;
  return { start: prefix, end: before.length - suffix, text, selectionStart: caret, selectionEnd: caret };
}

function lineStartAt(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEndAt(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end === -1 ? text.length : end;
}

/** The whole lines touched by a selection; a selection ending at the start of a line does not touch that line. */
function touchedLines(text: string, start: number, end: number): { from: number; to: number } {
  const lastOffset = end > start && text[end - 1] === '\n' ? end - 1 : end;
  return { from: lineStartAt(text, start), to: lineEndAt(text, lastOffset) };
}

/** Tab: an indent unit at the caret, or every selected line indented when the selection spans lines. */
export function indentEdit(text: string, start: number, end: number): TextEdit {
  const spansLines = text.slice(start, end).includes('\n');
  if (!spansLines) {
    const caret = start + INDENT_UNIT.length;
    return { start, end, text: INDENT_UNIT, selectionStart: caret, selectionEnd: caret };
  }
  const { from, to } = touchedLines(text, start, end);
  const lines = text.slice(from, to).split('\n');
  const indented = lines.map((line) => (line.length > 0 ? INDENT_UNIT + line : line));
  const firstShift = lines[0].length > 0 ? INDENT_UNIT.length : 0;
  const block = indented.join('\n');
  return {
    start: from,
    end: to,
    text: block,
    selectionStart: start + firstShift,
    selectionEnd: end + (block.length - (to - from)),
  };
}

/** Shift+Tab: removes up to one indent unit (or one tab) from the start of every touched line. */
export function outdentEdit(text: string, start: number, end: number): TextEdit {
  const { from, to } = touchedLines(text, start, end);
  const lines = text.slice(from, to).split('\n');
  const cuts: Array<{ at: number; length: number }> = [];
  let lineStart = from;
  for (const line of lines) {
    let length = 0;
    if (line.startsWith('\t')) length = 1;
    else while (length < INDENT_UNIT.length && line[length] === ' ') length++;
    cuts.push({ at: lineStart, length });
    lineStart += line.length + 1;
  }
  const block = lines.map((line, i) => line.slice(cuts[i].length)).join('\n');
  // An offset moves left by the part of every cut that lies before it.
  const mapOffset = (offset: number) =>
    cuts.reduce((moved, cut) => moved - Math.min(Math.max(offset - cut.at, 0), cut.length), offset);
  return { start: from, end: to, text: block, selectionStart: mapOffset(start), selectionEnd: mapOffset(end) };
}

const OPENS_BLOCK = /[{[(]\s*$/;

/** Enter: a new line that keeps the current indentation, one unit deeper after an opening bracket. */
export function newlineEdit(text: string, start: number, end: number): TextEdit {
  const lineBeforeCaret = text.slice(lineStartAt(text, start), start);
  const indent = /^[ \t]*/.exec(lineBeforeCaret)![0];
  const inserted = `\n${indent}${OPENS_BLOCK.test(lineBeforeCaret) ? INDENT_UNIT : ''}`;
  const caret = start + inserted.length;
  return { start, end, text: inserted, selectionStart: caret, selectionEnd: caret };
}

/**
 * Typing "}" on a line holding only spaces: the brace lines up with the line that opened its block.
 * With `overtype` (an editor that closes brackets by itself, so the "}" already below is the one it
 * added), a "}" at that same indentation on the next line is stepped over instead of doubled.
 * Undefined when typing "}" should just insert it.
 */
export function closingBraceEdit(text: string, start: number, end: number, overtype: boolean): TextEdit | undefined {
  if (start !== end) return undefined;
  const lineStart = lineStartAt(text, start);
  const lineEnd = lineEndAt(text, start);
  if (text.slice(lineStart, lineEnd).trim() !== '') return undefined;
  const opener = unclosedBraceBefore(text, lineStart);
  if (opener === undefined) return undefined;
  const openerStart = lineStartAt(text, opener);
  const indent = /^[ \t]*/.exec(text.slice(openerStart, opener))![0];

  // (A "{" was found before this line, so the line is not the first.)
  if (
    overtype &&
    lineEnd < text.length &&
    text.slice(lineEnd + 1, lineEndAt(text, lineEnd + 1)).startsWith(`${indent}}`)
  ) {
    // Drop the blank line with the line break before it; the caret goes after the brace below.
    const caret = lineStart + indent.length + 1;
    return { start: lineStart - 1, end: lineEnd, text: '', selectionStart: caret, selectionEnd: caret };
  }
  const caret = lineStart + indent.length + 1;
  return { start: lineStart, end: lineEnd, text: `${indent}}`, selectionStart: caret, selectionEnd: caret };
}

/** The offset of the last "{" before `offset` that no "}" closes, skipping strings and comments. */
function unclosedBraceBefore(text: string, offset: number): number | undefined {
  const open: number[] = [];
  for (let i = 0; i < offset; i++) {
    const char = text[i];
    if (char === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      if (end < 0 || end >= offset) break;
      i = end;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) break;
      i = end + 1;
    } else if (char === "'" || char === '"' || char === '`') {
      // Template literals' ${…} are rare in the lines that matter here; the string is skipped whole.
      let j = i + 1;
      while (j < offset && text[j] !== char && !(char !== '`' && text[j] === '\n')) j += text[j] === '\\' ? 2 : 1;
      i = j;
    } else if (char === '{') open.push(i);
    else if (char === '}') open.pop();
  }
  return open.at(-1);
}

// Syntax colouring for the light view: highlight.js core with TypeScript only, to stay a few kB.
import hljs from 'highlight.js/lib/core';
import typescript from 'highlight.js/lib/languages/typescript';
import { escapeHtml } from '../../platform/escapeHtml';

hljs.registerLanguage('typescript', typescript);
const TYPESCRIPT = hljs.getLanguage('typescript');

/**
 * highlight.js's TypeScript grammar slows down sharply on some text a share link can carry: one long
 * run of word characters (20,000 took seconds), and runs of line breaks, `\u2028` or `<a>` (its cost
 * grows with the square of the run: 199,000 `\u2028` held the page for 40 s). So the code is coloured
 * in pieces of a few thousand characters, each cut where a line ends outside any string, comment or
 * template, which bounds what one piece can cost; and colouring stops once it has taken
 * COLOUR_BUDGET_MS, the rest shown plain. Ordinary code of thousands of lines is coloured whole
 * within that time; hostile code is shown partly or wholly uncoloured, never frozen.
 */
const LONGEST_WORD = 200;
const LONGEST_CODE = 200_000;
const TOO_SLOW_TO_COLOUR = new RegExp(`[\\w$]{${LONGEST_WORD},}`);
/** A piece is cut at the last line end before this many characters… */
const PIECE_CHARS = 2_000;
/** …or, when that line end is inside a string or comment, at one before twice as many (or right there). */
const LONGEST_PIECE = 2 * PIECE_CHARS;
export const COLOUR_BUDGET_MS = 100;

/** HTML (escaped, with hljs-* spans) for TypeScript source. Never throws: bad input is just text. */
export function highlightTypeScript(code: string, now: () => number = () => performance.now()): string {
  if (code.length > LONGEST_CODE || TOO_SLOW_TO_COLOUR.test(code)) return escapeHtml(code);
  const deadline = now() + COLOUR_BUDGET_MS;
  let html = '';
  for (let start = 0; start < code.length; ) {
    if (now() > deadline) return html + escapeHtml(code.slice(start));
    let end = pieceEnd(code, start, PIECE_CHARS);
    let piece = colour(code.slice(start, end));
    if (end < code.length && !endsAtTopLevel(piece) && now() <= deadline) {
      end = pieceEnd(code, start, LONGEST_PIECE);
      piece = colour(code.slice(start, end));
    }
    html += piece.value;
    start = end;
  }
  return html;
}

const colour = (code: string) => hljs.highlight(code, { language: 'typescript', ignoreIllegals: true });

/** The grammar ended the piece in its top-level mode: not inside a string, comment or template. */
function endsAtTopLevel(result: ReturnType<typeof hljs.highlight>): boolean {
  const top = (result as { _top?: unknown })._top;
  return top === undefined || top === TYPESCRIPT;
}

/** Where a piece from `start` ends: after the last line break within `size` characters, else at `size`. */
function pieceEnd(code: string, start: number, size: number): number {
  const limit = start + size;
  if (limit >= code.length) return code.length;
  const lineEnd = code.lastIndexOf('\n', limit - 1);
  if (lineEnd >= start) return lineEnd + 1;
  // One long line: cut it, but never between the two halves of a character.
  const high = code.charCodeAt(limit - 1);
  return high >= 0xd800 && high <= 0xdbff ? limit - 1 : limit;
}

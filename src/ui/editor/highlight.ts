// Syntax colouring for the light view: highlight.js core with TypeScript only, to stay a few kB.
import hljs from 'highlight.js/lib/core';
import typescript from 'highlight.js/lib/languages/typescript';
import { escapeHtml } from '../../platform/escapeHtml';

hljs.registerLanguage('typescript', typescript);

/**
 * highlight.js's TypeScript grammar slows down sharply with one long run of word characters (20,000
 * took seconds, 100,000 held the page for minutes), and a share link can carry any text. Code like
 * that, or a very long file, is shown as plain text: uncoloured, never frozen.
 */
const LONGEST_WORD = 200;
const LONGEST_CODE = 200_000;
const TOO_SLOW_TO_COLOUR = new RegExp(`[\\w$]{${LONGEST_WORD},}`);

/** HTML (escaped, with hljs-* spans) for TypeScript source. Never throws: bad input is just text. */
export function highlightTypeScript(code: string): string {
  if (code.length > LONGEST_CODE || TOO_SLOW_TO_COLOUR.test(code)) return escapeHtml(code);
  return hljs.highlight(code, { language: 'typescript', ignoreIllegals: true }).value;
}

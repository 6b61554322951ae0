// Syntax colouring for the light view: highlight.js core with TypeScript only, to stay a few kB.
import hljs from 'highlight.js/lib/core';
import typescript from 'highlight.js/lib/languages/typescript';

hljs.registerLanguage('typescript', typescript);

/** HTML (escaped, with hljs-* spans) for TypeScript source. Never throws: bad input is just text. */
export function highlightTypeScript(code: string): string {
  return hljs.highlight(code, { language: 'typescript', ignoreIllegals: true }).value;
}

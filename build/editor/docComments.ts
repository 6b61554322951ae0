// Lib files (lib.es5.d.ts, lib.webworker.d.ts...) are 58% doc comments, and the editor's TypeScript
// parses every doc comment it is given. Hovers on the SDK need its docs; hovers on `Array.prototype.map`
// or `fetch` can do with the signature. Dropping the libs' doc comments halves what the worker parses.

/** `text` without its /** doc comments *\/ (license headers, written /*!, stay). Lines left empty go too. */
export function stripDocComments(text: string): string {
  return text.replace(/^[ \t]*\/\*\*(?!\/)[\s\S]*?\*\/[ \t]*\r?\n?/gm, '').replace(/\/\*\*(?!\/)[\s\S]*?\*\//g, '');
}

// The minimal build: a third of the full lexer's size, and this needs only specifiers and offsets.
import { init, parse } from 'es-module-lexer/minimal';
import { canonicalSpecifier, notLoadedMessage, unknownModuleMessage } from '../modules/available';
import { LearnerCodeError } from './learnerCodeError';

// Learner code imports bare names ("zod", "@modelcontextprotocol/sdk/..."). Workers have no import
// maps, so each static specifier is replaced by the URL of a shim module that re-exports the
// runtime's own instance of that module (one SDK instance: instanceof McpError holds).

/** The lexer is WebAssembly: compile it once before the first rewrite (memoized by the lexer). */
export const lexerReady = (): Promise<void> => init();

/** `urlFor` answers undefined for a module the sandbox provides but has not loaded for this program. */
export function rewriteImports(code: string, urlFor: (canonical: string) => string | undefined): string {
  const [imports] = parse(code);
  let out = '';
  let last = 0;
  for (const entry of imports) {
    // import.meta, and dynamic imports of computed names, have no specifier to resolve here.
    if (typeof entry.n !== 'string') continue;
    const canonical = canonicalSpecifier(entry.n);
    if (!canonical) {
      throw new LearnerCodeError({
        kind: 'import',
        name: 'ImportError',
        message: unknownModuleMessage(entry.n),
        ...lineAndColumn(code, entry.ss),
      });
    }
    const url = urlFor(canonical);
    if (url === undefined) {
      throw new LearnerCodeError({
        kind: 'import',
        name: 'ImportError',
        message: notLoadedMessage(entry.n),
        ...lineAndColumn(code, entry.ss),
      });
    }
    // For static imports s..e is the specifier without quotes; for dynamic ones (d > -1) it includes them.
    const replacement = entry.d > -1 ? JSON.stringify(url) : url;
    out += code.slice(last, entry.s) + replacement;
    last = entry.e;
  }
  return out + code.slice(last);
}

function lineAndColumn(code: string, offset: number): { line: number; column: number } {
  const before = code.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

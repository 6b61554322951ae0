import { parse } from 'es-module-lexer/minimal';
import type { ExecutionHost } from '../execute/executeProgram';
import { lexerReady } from './rewriteImports';

// Whether a program needs its types stripped before it runs. The transpiler is a pack of its own
// (about a quarter of the sandbox runtime), loaded only for code with type syntax, so the engine's
// own parser decides: a program that parses as a JavaScript module runs as written.
//
// The check parses the program as a module that cannot link, so none of it ever runs: its import
// declarations are blanked out (their modules may not be loaded yet), and one import of a name
// that an empty module does not export is added. Parsing fails on type syntax; linking then fails
// on that added import, before anything is evaluated. An import whose clause says `type` is left
// as it is (fails to resolve), and so is code the lexer cannot read: both go to the transpiler, as
// does any program that fails to parse for another reason (the transpiler then names its error).
// One difference from stripping types remains: an import that is never used stays, as in Node's
// own type stripping, and a name that its module lacks is an error.

const PROBE = 'mcpTourParsesAsJavaScript';
const STATIC_IMPORT = 1;

export async function hasTypeSyntax(
  source: string,
  host: Pick<ExecutionHost, 'moduleUrl' | 'importModule'>,
): Promise<boolean> {
  await lexerReady();
  let blanked: string;
  try {
    blanked = withoutImports(source);
  } catch {
    return true;
  }
  const empty = host.moduleUrl('export {};', 'shim');
  const probe = host.moduleUrl(`${blanked}\n;import { ${PROBE} } from ${JSON.stringify(empty)};`, 'shim');
  try {
    await host.importModule(probe);
  } catch (error) {
    return !(error instanceof Error && error.name === 'SyntaxError' && error.message.includes(PROBE));
  }
  // Unreachable: the probe cannot link. Should an engine ever evaluate it, its code has run once already.
  throw new Error('the type-syntax check linked a module that cannot link');
}

/** `source` with each static import declaration turned into spaces (line breaks kept). */
function withoutImports(source: string): string {
  const [imports] = parse(source);
  let out = '';
  let last = 0;
  for (const entry of imports) {
    if (entry.t !== STATIC_IMPORT || /\btype\b/.test(source.slice(entry.ss, entry.s))) continue;
    out += source.slice(last, entry.ss) + source.slice(entry.ss, entry.se).replace(/[^\n]/g, ' ');
    last = entry.se;
  }
  return out + source.slice(last);
}

import { inspect } from 'node-inspect-extracted';
import { canonicalSpecifier, notLoadedMessage, unknownModuleMessage, urlImportMessage } from '../modules/available';
import type { RunError } from '../trace/events';
import { LearnerCodeError } from '../transpile/learnerCodeError';
import type { Transpiled } from '../transpile/transpiled';

// Turns whatever the program threw into a RunError at the learner's own line and column.

export function locateError(
  error: unknown,
  kind: 'runtime' | 'unhandled-rejection',
  learnerUrl: string,
  transpiled: Transpiled | undefined,
  source: string,
  cleanText: (text: string) => string,
): RunError {
  if (error instanceof LearnerCodeError) return error.runError;
  if (!(error instanceof Error)) {
    return { kind, name: 'Error', message: `Uncaught ${inspect(error)}` };
  }
  const unresolved = unresolvedSpecifier(error.message);
  if (unresolved !== undefined) {
    // An import() of a computed name: the import rewriting never saw it. Say what the static case says.
    return {
      kind: 'import',
      name: 'ImportError',
      message: canonicalSpecifier(unresolved) ? notLoadedMessage(unresolved) : unknownModuleMessage(unresolved),
    };
  }
  const fetched = /^Failed to fetch dynamically imported module: (\S+)/.exec(error.message)?.[1];
  if (fetched !== undefined) {
    // import() of a computed URL: Chromium tried the network, which the sandbox does not have.
    return { kind: 'import', name: 'ImportError', message: urlImportMessage(fetched) };
  }
  const message = cleanText(error.message);
  const frame = learnerUrl && error.stack ? firstFrameIn(error.stack, learnerUrl) : undefined;
  if (frame && transpiled) {
    return { kind, name: error.name, message, ...transpiled.originalPosition(frame.line, frame.column) };
  }
  // A missing export fails while modules link, before any line runs: point at the import.
  const missingExport = /requested module '([^']+)' does not provide an export named '([^']+)'/.exec(message);
  if (missingExport) {
    const position = findImport(source, missingExport[1]);
    return { kind: 'import', name: error.name, message, ...position };
  }
  return { kind, name: error.name, message };
}

/** The bare specifier an import() could not resolve: Chromium's words, then Node's. */
function unresolvedSpecifier(message: string): string | undefined {
  return (/^Failed to resolve module specifier ['"]([^'"]+)['"]/.exec(message) ??
    /^Cannot find (?:package|module) '([^']+)' imported from /.exec(message))?.[1];
}

function firstFrameIn(stack: string, url: string): { line: number; column: number } | undefined {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}

function findImport(source: string, specifier: string): { line?: number; column?: number } {
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const column = lines[i].indexOf(`'${specifier}'`) + 1 || lines[i].indexOf(`"${specifier}"`) + 1;
    if (column > 0 && /\bimport\b|\bfrom\b/.test(lines[i])) return { line: i + 1, column };
  }
  return {};
}

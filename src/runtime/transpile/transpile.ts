import { transform } from 'sucrase';
import { TraceMap, decodedMappings, type SourceMapInput } from '@jridgewell/trace-mapping';
import { LearnerCodeError } from './learnerCodeError';

// TypeScript → JavaScript by stripping types only (sucrase), the way Node's type-stripping loaders
// run code: type errors are the editor's business, not the runner's. Lines are preserved; the
// token-level source map brings columns back to the learner's own text.

export const LEARNER_FILENAME = 'main.ts';

export interface Transpiled {
  code: string;
  /** Maps a 1-based line / 1-based column in `code` back to the learner's source. */
  originalPosition(line: number, column: number): { line: number; column: number };
}

export function transpile(source: string): Transpiled {
  let result: ReturnType<typeof transform>;
  try {
    result = transform(source, {
      transforms: ['typescript'],
      disableESTransforms: true,
      filePath: LEARNER_FILENAME,
      sourceMapOptions: { compiledFilename: 'main.js' },
    });
  } catch (error) {
    const { message, loc } = error as Error & { loc?: { line: number; column: number } };
    throw new LearnerCodeError({
      kind: 'syntax',
      name: 'SyntaxError',
      // sucrase appends "(line:column)"; the position is reported separately.
      message: message.replace(/^Error transforming \S+: /, '').replace(/\s*\(\d+:\d+\)$/, ''),
      line: loc?.line,
      column: loc?.column,
    });
  }
  const rows = result.sourceMap ? decodedMappings(new TraceMap(result.sourceMap as SourceMapInput)) : [];
  return {
    code: result.code,
    originalPosition(line, column) {
      // Each segment is [generatedColumn, source, originalLine, originalColumn], all 0-based.
      let segment: readonly number[] | undefined;
      for (const candidate of rows[line - 1] ?? []) {
        if (candidate[0] > column - 1) break;
        segment = candidate;
      }
      if (!segment || segment.length < 4) return { line, column };
      return { line: segment[2] + 1, column: segment[3] + (column - 1 - segment[0]) + 1 };
    },
  };
}

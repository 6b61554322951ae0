import { transform } from 'sucrase';
import { alignColumn } from './alignLine';
import { LearnerCodeError } from './learnerCodeError';
import { LEARNER_FILENAME, type Transpiled } from './transpiled';

// TypeScript → JavaScript by stripping types only (sucrase), the way Node's type-stripping loaders
// run code: type errors are the editor's business, not the runner's. Lines are preserved; each
// line is aligned with the learner's own to bring columns back (see alignLine). Only code with type
// syntax comes here (typeSyntax.ts); in the sandbox this module is a pack of its own (transpileEntry.ts).

export function transpile(source: string): Transpiled {
  let result: ReturnType<typeof transform>;
  try {
    result = transform(source, {
      transforms: ['typescript'],
      disableESTransforms: true,
      filePath: LEARNER_FILENAME,
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
  const generatedLines = result.code.split('\n');
  const sourceLines = source.split('\n');
  return {
    code: result.code,
    originalPosition(line, column) {
      const generated = generatedLines[line - 1];
      const original = sourceLines[line - 1];
      if (generated === undefined || original === undefined) return { line, column };
      const aligned = alignColumn(generated, original, column - 1);
      return { line, column: aligned === undefined ? column : aligned + 1 };
    },
  };
}

// What a run executes: the learner's program as JavaScript, and the way back to their own positions.

export const LEARNER_FILENAME = 'main.ts';

export interface Transpiled {
  code: string;
  /** Maps a 1-based line / 1-based column in `code` back to the learner's source. */
  originalPosition(line: number, column: number): { line: number; column: number };
}

/** A program that is JavaScript already runs as written: every position is the learner's own. */
export function asWritten(source: string): Transpiled {
  return { code: source, originalPosition: (line, column) => ({ line, column }) };
}

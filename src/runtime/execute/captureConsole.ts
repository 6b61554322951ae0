import { formatWithOptions } from 'node-inspect-extracted';
import type { ConsoleEvent } from '../trace/events';
import type { TraceRecorder } from '../trace/recorder';

// console.* inside a run goes to the trace, formatted by Node's own util.format algorithm, so a
// snippet prints here exactly what it prints under Node.

const LEVELS: ConsoleEvent['level'][] = ['log', 'info', 'warn', 'error', 'debug'];

export function captureConsole(target: Console, recorder: TraceRecorder, cleanText: (text: string) => string): () => void {
  const originals = LEVELS.map((level) => [level, target[level]] as const);
  for (const level of LEVELS) {
    target[level] = (...args: unknown[]) => {
      recorder.emit({ kind: 'console', layer: 'runtime', level, text: cleanText(formatWithOptions({}, ...args)) });
    };
  }
  return () => {
    for (const [level, original] of originals) target[level] = original;
  };
}

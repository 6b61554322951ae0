import { formatWithOptions } from 'node-inspect-extracted';
import type { ConsoleEvent } from '../trace/events';
import type { TraceRecorder } from '../trace/recorder';

// console.* inside a run goes to the trace, formatted by Node's own util.format algorithm, so a
// snippet prints here exactly what it prints under Node. Where Node hides objects nested deeper
// than two levels ([Object], [Array]), the event also carries them printed in full, so a reader can
// expand what Node's terminal would never show.

const LEVELS: ConsoleEvent['level'][] = ['log', 'info', 'warn', 'error', 'debug'];
/** Deep enough for any MCP message; deeper still prints as [Object]. */
const FULL_DEPTH = 12;

export function captureConsole(
  target: Console,
  recorder: TraceRecorder,
  cleanText: (text: string) => string,
): () => void {
  const originals = LEVELS.map((level) => [level, target[level]] as const);
  for (const level of LEVELS) {
    target[level] = (...args: unknown[]) => {
      const text = cleanText(formatWithOptions({}, ...args));
      const hidesNested =
        /\[(Object|Array)\]/.test(text) && args.some((arg) => typeof arg === 'object' && arg !== null);
      const fullText = hidesNested ? cleanText(formatWithOptions({ depth: FULL_DEPTH }, ...args)) : undefined;
      recorder.emit({
        kind: 'console',
        layer: 'runtime',
        level,
        text,
        ...(fullText !== undefined && fullText !== text ? { fullText } : {}),
      });
    };
  }
  return () => {
    for (const [level, original] of originals) target[level] = original;
  };
}

import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../../runtime/trace/events';
import { ConsoleLines, MAX_LINE_CHARS } from './consoleLines';

const line = (seq: number, text: string): TraceEvent =>
  ({ seq, t: seq, layer: 'runtime', kind: 'console', level: 'log', text }) as TraceEvent;

describe('ConsoleLines', () => {
  it('reads only the events a growing list added', () => {
    const lines = new ConsoleLines((error) => error.message);
    const events = [line(0, 'a'), line(1, 'b')];
    expect(lines.of(events).lines.map((l) => l.text)).toEqual(['a', 'b']);
    const grown = [...events, line(2, 'c')];
    // A changed earlier element would show if the list were read again from the start.
    (grown[0] as { text: string }).text = 'changed';
    expect(lines.of(grown).lines.map((l) => l.text)).toEqual(['a', 'b', 'c']);
  });

  it('starts again for another run, or a replay that went back', () => {
    const lines = new ConsoleLines((error) => error.message);
    const first = [line(0, 'a'), line(1, 'b'), line(2, 'c')];
    lines.of(first);
    expect(lines.of(first.slice(0, 1)).lines.map((l) => l.text)).toEqual(['a']);
    expect(lines.of([line(0, 'x')]).lines.map((l) => l.text)).toEqual(['x']);
  });

  it('turns errors into error lines', () => {
    const lines = new ConsoleLines((error) => `Error: ${error.message}`);
    const error = {
      seq: 1,
      t: 1,
      layer: 'runtime',
      kind: 'error',
      error: { kind: 'runtime', message: 'boom' },
    } as TraceEvent;
    expect(lines.of([line(0, 'a'), error])).toEqual({
      lines: [
        { key: 'c0', tone: 'log', text: 'a' },
        { key: 'e1', tone: 'error', text: 'Error: boom', error: { kind: 'runtime', message: 'boom' } },
      ],
      hasError: true,
    });
  });

  it('shows a huge line cut, saying how much is left out', () => {
    const lines = new ConsoleLines((error) => error.message);
    const [only] = lines.of([line(0, 'x'.repeat(MAX_LINE_CHARS + 2500))]).lines;
    expect(only.text).toBe(`${'x'.repeat(MAX_LINE_CHARS)}… (2,500 more characters not shown)`);
  });
});

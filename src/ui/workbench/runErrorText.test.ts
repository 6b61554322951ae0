import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../runtime/trace/events';
import { errorMarkers } from './errorMarkers';
import { runErrorSummary, runErrorText, runStatusText } from './runErrorText';

describe('runErrorText', () => {
  it('names the error and where it happened', () => {
    expect(runErrorText({ kind: 'syntax', name: 'SyntaxError', message: 'Unexpected token', line: 3, column: 7 })).toBe(
      'SyntaxError (line 3, column 7): Unexpected token',
    );
    expect(runErrorText({ kind: 'runtime', name: 'TypeError', message: 'x is undefined', line: 2 })).toBe(
      'TypeError (line 2): x is undefined',
    );
    expect(runErrorText({ kind: 'import', message: 'Cannot import "fs"' })).toBe('Import error: Cannot import "fs"');
    expect(runErrorText({ kind: 'unhandled-rejection', name: 'Error', message: 'boom', line: 4, column: 1 })).toBe(
      'Unhandled rejection: Error (line 4, column 1): boom',
    );
  });

  it("keeps the runtime's own words for runs that were stopped", () => {
    const message = 'Stopped after 5 s: the code was still running.';
    expect(runErrorText({ kind: 'timeout', name: 'TimeLimit', message })).toBe(message);
    expect(runErrorSummary({ kind: 'timeout', name: 'TimeLimit', message })).toBe(message);
  });
});

describe('runStatusText and errorMarkers', () => {
  const failed: RunRecord = {
    status: 'error',
    events: [],
    durationMs: 12,
    error: { kind: 'runtime', name: 'TypeError', message: 'nope', line: 3, column: 8 },
  };

  it('sums up how a run ended', () => {
    expect(runStatusText({ status: 'ok', events: [], durationMs: 42.4 }, 5000)).toBe('Finished in 42 ms');
    expect(runStatusText({ status: 'ok', events: [], durationMs: 1500 }, 5000)).toBe('Finished in 1.50 s');
    expect(runStatusText(failed, 5000)).toBe('Error on line 3');
    expect(runStatusText({ status: 'timeout', events: [], durationMs: 5000 }, 5000)).toBe('Stopped after 5 s');
    expect(runStatusText({ status: 'stopped', events: [], durationMs: 10 }, 5000)).toBe('Stopped');
  });

  it('pins the error to its line in the editor', () => {
    expect(errorMarkers(failed)).toEqual([{ line: 3, column: 8, message: 'TypeError: nope', severity: 'error' }]);
    expect(errorMarkers({ ...failed, error: { kind: 'import', message: 'x' } })).toEqual([]);
    expect(errorMarkers(undefined)).toEqual([]);
  });
});

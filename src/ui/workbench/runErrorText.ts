import type { RunError, RunRecord } from '../../runtime/trace/events';

// How a run's ending reads to a learner. The Console shows these lines and the toolbar the short status.

const KIND_NAMES: Record<RunError['kind'], string> = {
  syntax: 'SyntaxError',
  runtime: 'Error',
  'unhandled-rejection': 'Unhandled rejection',
  import: 'Import error',
  timeout: 'Time limit',
  stopped: 'Stopped',
  crashed: 'Out of memory',
  internal: 'Internal error',
};

/** The whole story, as the Console prints it: "SyntaxError (line 3, column 7): Unexpected token". */
export function runErrorText(error: RunError): string {
  // The runtime already words these endings for learners (src/runtime/stopReasons.ts).
  if (wordedByRuntime(error)) return error.message;
  return `${errorName(error)}${positionText(error)}: ${error.message}`;
}

/** The Console's line in three parts, so the position can be a link: "SyntaxError", "line 3, column 7", "Unexpected token". */
export function runErrorParts(error: RunError): { name: string; position?: string; message: string } | undefined {
  if (error.kind === 'timeout' || error.kind === 'stopped' || error.line === undefined) return undefined;
  return { name: errorName(error), position: positionText(error).replace(/^ \((.*)\)$/, '$1'), message: error.message };
}

/** Without the position, for places that show it already (the editor's marker). */
export function runErrorSummary(error: RunError): string {
  if (wordedByRuntime(error)) return error.message;
  return `${errorName(error)}: ${error.message}`;
}

const wordedByRuntime = (error: RunError) =>
  error.kind === 'timeout' || error.kind === 'stopped' || error.kind === 'crashed';

function errorName(error: RunError): string {
  return error.kind === 'unhandled-rejection' && error.name
    ? `Unhandled rejection: ${error.name}`
    : (error.name ?? KIND_NAMES[error.kind]);
}

export function positionText({ line, column }: Pick<RunError, 'line' | 'column'>): string {
  if (line === undefined) return '';
  return column === undefined ? ` (line ${line})` : ` (line ${line}, column ${column})`;
}

export function runStatusText(record: RunRecord, timeLimitMs: number): string {
  switch (record.status) {
    case 'ok':
      return `Finished in ${duration(record.durationMs)}`;
    case 'error':
      if (record.error?.kind === 'crashed') return 'Ran out of memory';
      return record.error?.line !== undefined ? `Error on line ${record.error.line}` : 'Ended with an error';
    case 'timeout':
      return `Stopped after ${seconds(timeLimitMs)}`;
    case 'stopped':
      return 'Stopped';
  }
}

function seconds(ms: number): string {
  const value = ms / 1000;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} s`;
}

function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

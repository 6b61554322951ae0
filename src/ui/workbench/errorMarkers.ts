import type { EditorMarker } from '../editor/CodeEditor';
import type { RunRecord } from '../../runtime/trace/events';
import { runErrorSummary } from './runErrorText';

/** The error that ended the run, pinned to its line in the learner's code. */
export function errorMarkers(record: RunRecord | undefined): EditorMarker[] {
  const error = record?.error;
  if (!error || error.line === undefined) return [];
  return [{ line: error.line, column: error.column ?? 1, message: runErrorSummary(error), severity: 'error' }];
}

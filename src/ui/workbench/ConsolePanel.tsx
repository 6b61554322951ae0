import { useMemo, useRef } from 'react';
import type { RunRecord, TraceEvent } from '../../runtime/trace/events';
import { useStickToBottom } from '../hooks/useStickToBottom';
import { Panel } from './Panel';
import { runErrorText } from './runErrorText';

interface ConsolePanelProps {
  events: readonly TraceEvent[];
  /** The finished run, when the whole of it is shown (not while replay shows an earlier step). */
  record?: RunRecord;
  running: boolean;
  /** A run has finished, even if `record` is held back. */
  hasRun?: boolean;
}

interface ConsoleLine {
  key: string;
  tone: 'log' | 'info' | 'warn' | 'error' | 'debug';
  text: string;
}

export function ConsolePanel({ events, record, running, hasRun = record !== undefined }: ConsolePanelProps) {
  const lines = useMemo(() => consoleLinesOf(events, record), [events, record]);
  const scroller = useRef<HTMLDivElement>(null);
  useStickToBottom(scroller, lines.length);

  return (
    <Panel label="Console" className="console-panel">
      <div className="console" ref={scroller} tabIndex={lines.length > 0 ? 0 : undefined} aria-label={lines.length > 0 ? 'Console output' : undefined}>
        {lines.length === 0 ? (
          <p className="panel__empty">{running ? 'Waiting for output…' : hasRun ? 'The run printed nothing.' : 'Press Run to see what the code prints.'}</p>
        ) : (
          <ol className="console__lines">
            {lines.map((line) => (
              <li key={line.key} className={`console__line console__line--${line.tone}`}>
                {line.text}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Panel>
  );
}

/** Printed lines and errors, in the order they happened. */
function consoleLinesOf(events: readonly TraceEvent[], record: RunRecord | undefined): ConsoleLine[] {
  const lines: ConsoleLine[] = [];
  for (const event of events) {
    if (event.kind === 'console') lines.push({ key: `c${event.seq}`, tone: event.level, text: event.text });
    if (event.kind === 'error') lines.push({ key: `e${event.seq}`, tone: 'error', text: runErrorText(event.error) });
  }
  // The record's error is normally among the events too; never let it go unseen if not.
  if (record?.error && !events.some((event) => event.kind === 'error')) {
    lines.push({ key: 'record-error', tone: 'error', text: runErrorText(record.error) });
  }
  return lines;
}

import { useMemo, useRef, useState } from 'react';
import type { RunRecord, TraceEvent } from '../../../runtime/trace/events';
import { ProgramText } from '../shared/ProgramText';
import { VirtualList } from '../shared/VirtualList';
import { ConsoleLines, type ConsoleLine } from './consoleLines';
import { Panel } from '../../shell/Panel';
import { requestReveal } from '../../editor/revealRequests';
import { runErrorParts, runErrorText } from '../../workbench/runErrorText';

interface ConsolePanelProps {
  events: readonly TraceEvent[];
  /** The finished run, when the whole of it is shown (not while replay shows an earlier step). */
  record?: RunRecord;
  running: boolean;
  /** A run has finished, even if `record` is held back. */
  hasRun?: boolean;
  /** The region's name, when the page shows two consoles (Compare runs). */
  label?: string;
}

// A program may print a hundred thousand lines: only the lines in sight are in the page, and the
// list follows the newest line unless the learner scrolled up to read.
const LINE_HEIGHT_PX = 24;

const lineKey = (line: ConsoleLine) => line.key;
// A line the tour adds (a server's exception its SDK answered for) is marked apart from what the program printed.
const lineClass = (line: ConsoleLine) =>
  `console__line console__line--${line.tone}${line.from !== undefined ? ' console__line--tour' : ''}`;
const renderLine = (line: ConsoleLine) => {
  if (line.fullText) return <ExpandableLine text={line.text} fullText={line.fullText} />;
  const parts = line.error && runErrorParts(line.error);
  if (!parts || line.error?.line === undefined) return <ProgramText text={line.text} isolate={false} />;
  const { line: at, column } = line.error;
  return (
    <>
      {line.from !== undefined && `[${line.from}] the server's code threw, and its SDK answered with an error: `}
      {parts.name} (
      <button
        type="button"
        className="console__position"
        onClick={() => requestReveal(at, column)}
        title="Put the cursor there in the editor"
      >
        {parts.position}
      </button>
      ): <ProgramText text={parts.message} isolate={false} />
    </>
  );
};

/**
 * A line where Node hid nested objects ([Object], [Array]): the reader can open it to the full depth.
 * (The row re-measures itself: VirtualList watches every drawn row's height.)
 */
function ExpandableLine({ text, fullText }: { text: string; fullText: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="console__expand" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        <span className="visually-hidden">{open ? 'Show as Node prints it' : 'Expand nested objects'}</span>
      </button>
      <ProgramText text={open ? fullText : text} isolate={false} />
    </>
  );
}

export function ConsolePanel({
  events,
  record,
  running,
  hasRun = record !== undefined,
  label = 'Console',
}: ConsolePanelProps) {
  const derived = useRef<ConsoleLines>(null);
  derived.current ??= new ConsoleLines(runErrorText);
  const lines = useMemo(() => {
    const { lines, hasError } = derived.current!.of(events);
    // The record's error is normally among the events too; never let it go unseen if not.
    if (record?.error && !hasError)
      return [
        ...lines,
        { key: 'record-error', tone: 'error' as const, text: runErrorText(record.error), error: record.error },
      ];
    return lines;
  }, [events, record]);

  return (
    <Panel label={label} className="console-panel">
      {lines.length === 0 ? (
        <div className="console">
          <p className="panel__empty">
            {running
              ? 'Waiting for output…'
              : hasRun
                ? 'The run printed nothing.'
                : 'Press Run to see what the code prints.'}
          </p>
        </div>
      ) : (
        <VirtualList
          items={lines}
          itemKey={lineKey}
          estimatedHeight={LINE_HEIGHT_PX}
          renderItem={renderLine}
          itemClassName={lineClass}
          label="Console output"
          className="console"
          listClassName="console__lines"
          stickToBottom
        />
      )}
    </Panel>
  );
}

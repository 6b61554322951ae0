import { useMemo, useRef } from 'react';
import type { TraceEvent } from '../../runtime/trace/events';
import { useStickToBottom } from '../hooks/useStickToBottom';
import { messageRows } from './messageRows';
import { Panel } from './Panel';

interface MessagesPanelProps {
  events: readonly TraceEvent[];
  running: boolean;
  hasRun: boolean;
}

export function MessagesPanel({ events, running, hasRun }: MessagesPanelProps) {
  const rows = useMemo(() => messageRows(events), [events]);
  const scroller = useRef<HTMLDivElement>(null);
  useStickToBottom(scroller, rows.length);

  return (
    <Panel label="Messages" className="messages-panel" summary={rows.length > 0 ? `${rows.length} JSON-RPC ${rows.length === 1 ? 'message' : 'messages'}` : undefined}>
      <div className="messages" ref={scroller}>
        {rows.length === 0 ? (
          <p className="panel__empty">{running ? 'Waiting for messages…' : hasRun ? 'No JSON-RPC messages were sent.' : 'Every JSON-RPC message of the next run will be listed here, in order.'}</p>
        ) : (
          <ol className="messages__list">
            {rows.map((row) => (
              <li key={row.seq} className={`message message--${row.kind}`}>
                <details>
                  <summary>
                    <span className="message__what">
                      <span className="message__label">{row.label}</span>
                      {row.answers && <span className="message__answers">to {row.answers}</span>}
                    </span>
                    {row.id !== undefined && <span className="message__id">id {String(row.id)}</span>}
                    <span className="message__route">
                      {row.from} → {row.to}
                    </span>
                  </summary>
                  <pre className="message__json">{JSON.stringify(row.message, null, 2)}</pre>
                </details>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Panel>
  );
}

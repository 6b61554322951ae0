import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Panel } from '../../workbench/Panel';
import { EmptyView } from '../shared/EmptyView';
import { IDLE_TEXT } from '../idleTexts';
import { JsonBlock } from '../shared/JsonBlock';
import { runLanes } from '../shared/lanes';
import { VirtualList, type VirtualListHandle } from '../shared/VirtualList';
import type { PanelProps } from '../types';
import { MessageFilters } from './MessageFilters';
import { filterRows, KIND_FILTERS, latencyText, timelineRows, type KindFilter, type TimelineRow } from './timeline';
import './messages.css';

// The JSON-RPC timeline: every message in order, requests with their answers and latency,
// notifications, and the two kinds of failure told apart. Rows open to the message itself.

const ROW_HEIGHT = 56;

export function MessagesView({ events, phase }: PanelProps) {
  const rows = useMemo(() => timelineRows(events), [events]);
  const lanes = useMemo(() => runLanes(events).lanes, [events]);
  const [link, setLink] = useState<string>();
  const [kinds, setKinds] = useState<ReadonlySet<KindFilter>>(() => new Set(KIND_FILTERS));
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const list = useRef<VirtualListHandle>(null);
  const idPrefix = useId();

  // A filter on a connection that replay has not reached yet shows nothing rather than failing.
  const shown = useMemo(() => filterRows(rows, { link, kinds, search }), [rows, link, kinds, search]);
  const bySeq = useMemo(() => new Map(rows.map((row) => [row.seq, row])), [rows]);

  const toggle = useCallback((seq: number) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(seq)) next.add(seq);
      return next;
    });
  }, []);

  const goTo = useCallback(
    (seq: number) => {
      setOpen((current) => new Set(current).add(seq));
      if (!list.current?.scrollToKey(String(seq))) {
        // Hidden by a filter: clear the filters so the other half can be seen.
        setLink(undefined);
        setKinds(new Set(KIND_FILTERS));
        setSearch('');
        requestAnimationFrame(() => list.current?.scrollToKey(String(seq)));
      }
      requestAnimationFrame(() => document.getElementById(`${idPrefix}-message-${seq}`)?.focus());
    },
    [idPrefix],
  );

  const itemKey = useCallback((row: TimelineRow) => String(row.seq), []);
  const renderRow = useCallback(
    (row: TimelineRow) => (
      <MessageRow row={row} id={`${idPrefix}-message-${row.seq}`} open={open.has(row.seq)} onToggle={toggle} onGoTo={goTo} pair={row.pairSeq === undefined ? undefined : bySeq.get(row.pairSeq)} />
    ),
    [open, toggle, goTo, bySeq, idPrefix],
  );
  const rowClass = useCallback((row: TimelineRow) => `message message--${row.kind}`, []);

  const filtered = shown.length !== rows.length;
  const summary = rows.length === 0 ? undefined : `${rows.length} JSON-RPC ${rows.length === 1 ? 'message' : 'messages'}${filtered ? ` · ${shown.length} shown` : ''}`;

  return (
    <Panel label="Messages" className="run-view messages-panel" summary={summary}>
      {rows.length === 0 ? (
        <EmptyView phase={phase} idle={IDLE_TEXT.messages} running="Waiting for messages…" done="No JSON-RPC messages were sent." />
      ) : (
        <>
          <MessageFilters lanes={lanes} link={link} onLink={setLink} kinds={kinds} onKinds={setKinds} search={search} onSearch={setSearch} />
          {shown.length === 0 ? (
            <p className="panel__empty">No message matches these filters.</p>
          ) : (
            <VirtualList
              handle={list}
              items={shown}
              itemKey={itemKey}
              estimatedHeight={ROW_HEIGHT}
              renderItem={renderRow}
              itemClassName={rowClass}
              label="JSON-RPC messages"
              className="messages"
              stickToBottom={phase === 'running' || phase === 'replay'}
            />
          )}
        </>
      )}
    </Panel>
  );
}

interface MessageRowProps {
  row: TimelineRow;
  /** The id of the row's button, so "Go to the answer" can move the focus there. */
  id: string;
  pair?: TimelineRow;
  open: boolean;
  onToggle(seq: number): void;
  onGoTo(seq: number): void;
}

function MessageRow({ row, id, pair, open, onToggle, onGoTo }: MessageRowProps) {
  const isAnswer = row.kind === 'result' || row.kind === 'tool-error' || row.kind === 'protocol-error';
  return (
    <>
      <button type="button" id={id} className="message__summary" aria-expanded={open} onClick={() => onToggle(row.seq)}>
        <span className="message__number">{row.number}</span>
        <span className="message__what">
          <span className="message__label">{row.label}</span>
          {isAnswer && row.method && <span className="message__answers">to {row.method}</span>}
        </span>
        <span className="message__meta">
          {row.id !== undefined && <span className="message__id">id {String(row.id)}</span>}
          <Latency row={row} />
        </span>
        <span className="message__route">
          {row.from} → {row.to}
        </span>
        {row.kind === 'protocol-error' && <span className="message__note">{row.message.error?.message}</span>}
        {row.kind === 'tool-error' && <span className="message__note">{firstText(row.message.result)}</span>}
      </button>
      {open && (
        <div className="message__details">
          <Meaning row={row} />
          <JsonBlock value={row.message} className="message__json" label={`Message ${row.number} as JSON`} />
          {pair && (
            <button type="button" className="button button--small message__pair" onClick={() => onGoTo(pair.seq)}>
              {isAnswer ? `Go to the request (#${pair.number})` : `Go to the answer (#${pair.number})`}
            </button>
          )}
        </div>
      )}
    </>
  );
}

function Latency({ row }: { row: TimelineRow }) {
  if (row.kind === 'notification') return null;
  if (row.latencyMs === undefined) return row.kind === 'request' ? <span className="message__latency message__latency--pending">no answer yet</span> : null;
  return <span className="message__latency">{latencyText(row.latencyMs)}</span>;
}

/** Why the two kinds of failure are told apart, said where a learner meets them. */
function Meaning({ row }: { row: TimelineRow }) {
  if (row.kind === 'protocol-error') {
    return (
      <p className="message__meaning message__meaning--error">
        A JSON-RPC error: the request itself failed (unknown method, invalid parameters, …). It is a protocol answer, not a tool result; a
        host decides whether the model hears about it.
      </p>
    );
  }
  if (row.kind === 'tool-error') {
    return (
      <p className="message__meaning message__meaning--tool-error">
        A result with <code>isError: true</code>: the call was delivered and answered, and the answer says it failed. The host puts it in the
        model's context, so the model can read why and try again.
      </p>
    );
  }
  return null;
}

function firstText(result: unknown): string {
  const content = (result as { content?: { type?: string; text?: string }[] } | undefined)?.content ?? [];
  const text = content.find((block) => block.type === 'text')?.text ?? '';
  const line = text.split('\n', 1)[0];
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

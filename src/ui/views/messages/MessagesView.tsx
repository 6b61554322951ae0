import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { connectionEras, type ConnectionEra } from '../../../runtime/trace/eras';
import { Panel } from '../../shell/Panel';
import { EmptyView } from '../shared/EmptyView';
import { EraBadge } from '../shared/EraBadge';
import { ProgramText } from '../shared/ProgramText';
import { IDLE_TEXT } from '../idleTexts';
import { runLanes, type Lane } from '../shared/lanes';
import { VirtualList, type VirtualListHandle } from '../shared/VirtualList';
import type { PanelProps } from '../types';
import { MessageFilters } from './MessageFilters';
import { MessageRow } from './MessageRow';
import { filterRows, KIND_FILTERS, latencyText, timeline, type KindFilter, type RoundGroup } from './timeline';
import { askedText, groupTitle, itemKey, outcomeText, timelineItems, type TimelineItem } from './timelineItems';
import './messages.css';

// The JSON-RPC timeline: every message in order, requests with their answers and latency,
// notifications, and the two kinds of failure told apart. Rows open to the message itself.
// Each connection shows its protocol era and SDK generation; the rounds of a multi round-trip
// request sit under one header.

const ROW_HEIGHT = 56;

export function MessagesView({ events, phase, label = 'Messages' }: PanelProps) {
  const { rows, groups } = useMemo(() => timeline(events), [events]);
  const lanes = useMemo(() => runLanes(events).lanes, [events]);
  const eras = useMemo(() => connectionEras(events), [events]);
  const [link, setLink] = useState<string>();
  const [kinds, setKinds] = useState<ReadonlySet<KindFilter>>(() => new Set(KIND_FILTERS));
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const list = useRef<VirtualListHandle>(null);
  const idPrefix = useId();

  // A filter on a connection that replay has not reached yet shows nothing rather than failing.
  const shown = useMemo(() => filterRows(rows, { link, kinds, search }), [rows, link, kinds, search]);
  const items = useMemo(() => timelineItems(shown, groups, collapsed), [shown, groups, collapsed]);
  const bySeq = useMemo(() => new Map(rows.map((row) => [row.seq, row])), [rows]);

  const toggle = useCallback((seq: number) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(seq)) next.add(seq);
      return next;
    });
  }, []);

  /** Folds or unfolds the group with this id. */
  const toggleGroup = useCallback((group: number) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  }, []);

  const goTo = useCallback(
    (seq: number) => {
      setOpen((current) => new Set(current).add(seq));
      const round = bySeq.get(seq)?.round;
      const group = round && groups[round.group]?.id;
      if (group !== undefined)
        setCollapsed((current) => (current.has(group) ? new Set([...current].filter((g) => g !== group)) : current));
      if (!list.current?.scrollToKey(String(seq))) {
        // Hidden by a filter (or a folded group): clear the filters so the other half can be seen.
        setLink(undefined);
        setKinds(new Set(KIND_FILTERS));
        setSearch('');
        requestAnimationFrame(() => list.current?.scrollToKey(String(seq)));
      }
      requestAnimationFrame(() => document.getElementById(`${idPrefix}-message-${seq}`)?.focus());
    },
    [idPrefix, bySeq, groups],
  );

  const renderItem = useCallback(
    (item: TimelineItem) =>
      item.type === 'rounds' ? (
        <RoundsHeader group={item.group} collapsed={item.collapsed} onToggle={toggleGroup} />
      ) : (
        <MessageRow
          row={item.row}
          id={`${idPrefix}-message-${item.row.seq}`}
          open={open.has(item.row.seq)}
          onToggle={toggle}
          onGoTo={goTo}
          pair={item.row.pairSeq === undefined ? undefined : bySeq.get(item.row.pairSeq)}
        />
      ),
    [open, toggle, toggleGroup, goTo, bySeq, idPrefix],
  );
  const itemClass = useCallback(
    (item: TimelineItem) =>
      item.type === 'rounds'
        ? 'message-rounds'
        : `message message--${item.row.kind}${item.row.round ? ' message--round' : ''}`,
    [],
  );

  const filtered = shown.length !== rows.length;
  const summary =
    rows.length === 0
      ? undefined
      : `${rows.length} JSON-RPC ${rows.length === 1 ? 'message' : 'messages'}${filtered ? ` · ${shown.length} shown` : ''}`;

  return (
    <Panel label={label} className="run-view messages-panel" summary={summary}>
      {rows.length === 0 ? (
        <EmptyView
          phase={phase}
          idle={IDLE_TEXT.messages}
          running="Waiting for messages…"
          done="No JSON-RPC messages were sent."
        />
      ) : (
        <>
          <MessageFilters
            lanes={lanes}
            link={link}
            onLink={setLink}
            kinds={kinds}
            onKinds={setKinds}
            search={search}
            onSearch={setSearch}
          />
          <ConnectionEras lanes={lanes} eras={eras} />
          {shown.length === 0 ? (
            <p className="panel__empty">No message matches these filters.</p>
          ) : (
            <VirtualList
              handle={list}
              items={items}
              itemKey={itemKey}
              estimatedHeight={ROW_HEIGHT}
              renderItem={renderItem}
              itemClassName={itemClass}
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

/** Each connection with its era and SDK generation: "deployer 2026-07-28 · SDK v2". */
function ConnectionEras({ lanes, eras }: { lanes: readonly Lane[]; eras: ReadonlyMap<string, ConnectionEra> }) {
  const known = lanes.flatMap((lane) => {
    const era = eras.get(lane.link);
    return era && (era.protocolVersion !== undefined || era.sdk.client !== undefined || era.sdk.server !== undefined)
      ? [{ lane, era }]
      : [];
  });
  if (known.length === 0) return null;
  return (
    <ul className="messages__eras" aria-label="Protocol era of each connection">
      {known.map(({ lane, era }) => (
        <li key={lane.link} className="messages__era">
          <span className="messages__era-name">
            {lanes.length > 1 ? `${lane.number}: ` : ''}
            <ProgramText text={lane.title} />
          </span>{' '}
          <EraBadge era={era} />
        </li>
      ))}
    </ul>
  );
}

/** The header of a multi round-trip request: one request, its rounds beneath (folded on demand). */
function RoundsHeader({
  group,
  collapsed,
  onToggle,
}: {
  group: RoundGroup;
  collapsed: boolean;
  onToggle(group: number): void;
}) {
  const asked = askedText(group);
  return (
    <button
      type="button"
      className="message-rounds__summary"
      aria-expanded={!collapsed}
      onClick={() => onToggle(group.id)}
    >
      <span className="message-rounds__what">
        <span className="message-rounds__title">
          <ProgramText text={groupTitle(group)} isolate={false} />
        </span>{' '}
        <span className="message-rounds__count">
          one request in {group.rounds} {group.rounds === 1 ? 'round' : 'rounds'} · {outcomeText(group)}
        </span>
      </span>
      {group.latencyMs !== undefined && <span className="message-rounds__latency">{latencyText(group.latencyMs)}</span>}
      {asked.length > 0 && (
        <span className="message-rounds__asked">
          <ProgramText text={asked.join('; ')} isolate={false} />
        </span>
      )}
    </button>
  );
}

import type { JsonRpcMessage, TraceEvent } from '../../../runtime/trace/events';
import { exchanges, sentMessages } from '../../../runtime/trace/query';
import { runLanes, type Lane } from '../shared/lanes';

// The message timeline: one row per JSON-RPC message sent during the run, in order, with who
// sent it to whom, what answers what and how long the answer took. A protocol error (the
// request failed) and an isError result (the tool ran and reports a failure) are different
// kinds, because they mean different things to a client and to a model.

export type MessageKind = 'request' | 'notification' | 'result' | 'tool-error' | 'protocol-error';

export interface TimelineRow {
  /** 1-based position among all the run's messages (stays the same when filtered). */
  number: number;
  seq: number;
  t: number;
  lane?: Lane;
  from: string;
  to: string;
  kind: MessageKind;
  /** A request's or notification's method; "result", "isError result" or "error -32602" for an answer. */
  label: string;
  /** For a request or notification its method; for an answer, the method of the request it answers. */
  method?: string;
  id?: string | number;
  /** The seq of the other half of a request/response pair. */
  pairSeq?: number;
  /** Milliseconds from request to answer (on both halves, once answered). */
  latencyMs?: number;
  message: JsonRpcMessage;
}

export function timelineRows(events: readonly TraceEvent[]): TimelineRow[] {
  const sent = sentMessages(events);
  if (sent.length === 0) return [];
  const { byInstance, byLink, names } = runLanes(events);
  const seqOf = new Map<JsonRpcMessage, number>(sent.map((event) => [event.message, event.seq]));
  const pairs = new Map<JsonRpcMessage, { method: string; pairSeq?: number; latencyMs?: number }>();
  for (const exchange of exchanges(events)) {
    const latencyMs = exchange.answeredAt === undefined ? undefined : exchange.answeredAt - exchange.sentAt;
    const responseSeq = exchange.response && seqOf.get(exchange.response);
    pairs.set(exchange.request, { method: exchange.method, pairSeq: responseSeq, latencyMs });
    if (exchange.response) pairs.set(exchange.response, { method: exchange.method, pairSeq: seqOf.get(exchange.request), latencyMs });
  }
  const name = (id: string | undefined, fallback: string) => (id === undefined ? fallback : (names.get(id) ?? id));

  return sent.map((event, index) => {
    const { message } = event;
    const lane = (event.instance !== undefined ? byInstance.get(event.instance) : undefined) ?? byLink.get(event.link);
    const fromClient = event.instance !== undefined ? lane?.client?.id === event.instance : event.layer === 'client';
    const receiver = fromClient ? lane?.server?.id : lane?.client?.id;
    const kind = kindOf(message);
    const pair = pairs.get(message);
    return {
      number: index + 1,
      seq: event.seq,
      t: event.t,
      lane,
      from: name(event.instance, fromClient ? 'client' : 'server'),
      to: name(receiver, fromClient ? 'server' : 'client'),
      kind,
      label: labelOf(kind, message),
      method: message.method ?? pair?.method,
      id: message.id,
      pairSeq: pair?.pairSeq,
      latencyMs: pair?.latencyMs,
      message,
    };
  });
}

export function kindOf(message: JsonRpcMessage): MessageKind {
  if (message.method !== undefined) return message.id === undefined ? 'notification' : 'request';
  if (message.error !== undefined) return 'protocol-error';
  return (message.result as { isError?: unknown } | undefined)?.isError === true ? 'tool-error' : 'result';
}

function labelOf(kind: MessageKind, message: JsonRpcMessage): string {
  switch (kind) {
    case 'request':
    case 'notification':
      return message.method ?? '';
    case 'result':
      return 'result';
    case 'tool-error':
      return 'isError result';
    case 'protocol-error':
      return `error ${message.error?.code ?? ''}`.trim();
  }
}

/** A row in a few words: "initialize", "result to initialize", "error -32602 to tools/call". */
export function messageLabel(row: TimelineRow): string {
  return row.kind === 'request' || row.kind === 'notification' ? row.label : `${row.label} to ${row.method ?? 'a request'}`;
}

/** The filter chips: what a learner asks to see. Errors of both kinds go together. */
export type KindFilter = 'requests' | 'results' | 'notifications' | 'errors';
export const KIND_FILTERS: readonly KindFilter[] = ['requests', 'results', 'notifications', 'errors'];

const FILTER_OF_KIND: Record<MessageKind, KindFilter> = {
  request: 'requests',
  result: 'results',
  notification: 'notifications',
  'tool-error': 'errors',
  'protocol-error': 'errors',
};

export interface TimelineFilter {
  /** Only the connection with this link id; all when undefined. */
  link?: string;
  kinds: ReadonlySet<KindFilter>;
  /** Part of a method name, any case: "tools/" finds tools/list, tools/call and their answers. */
  search: string;
}

export function filterRows(rows: readonly TimelineRow[], { link, kinds, search }: TimelineFilter): readonly TimelineRow[] {
  const needle = search.trim().toLowerCase();
  if (link === undefined && kinds.size === KIND_FILTERS.length && needle === '') return rows;
  return rows.filter(
    (row) =>
      (link === undefined || row.lane?.link === link) &&
      kinds.has(FILTER_OF_KIND[row.kind]) &&
      (needle === '' || (row.method ?? '').toLowerCase().includes(needle)),
  );
}

/** "0.8 ms", "12 ms", "1.25 s". */
export function latencyText(ms: number): string {
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

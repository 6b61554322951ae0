import { metaEnvelope, resultTypeOf, type MetaEnvelope } from '../../../runtime/trace/eras';
import type { JsonRpcMessage, TraceEvent } from '../../../runtime/trace/events';
import { wireExchanges, wireMessages } from '../../../runtime/trace/wire';
import {
  listenStreams,
  multiRoundRequests,
  type InputAsked,
  type MultiRoundRequest,
} from '../../../runtime/trace/rounds';
import { maskSecretsIn } from '../shared/credentials';
import { runLanes, type Lane } from '../shared/lanes';
import { requestSubject } from './subject';
import { type Unanswered, unansweredRequests } from './unanswered';

// The message timeline: one row per JSON-RPC message sent during the run, in order, with who
// sent it to whom, what answers what and how long the answer took. A protocol error (the
// request failed) and an isError result (the tool ran and reports a failure) are different
// kinds, because they mean different things to a client and to a model. On the 2026-07-28 wire
// a request answered `input_required` and its retries are rounds of one request, and the
// notifications of a `subscriptions/listen` stream belong to that stream.

export type MessageKind = 'request' | 'notification' | 'result' | 'input-required' | 'tool-error' | 'protocol-error';

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
  /** What the request is about, beside its method: the tool a tools/call names, the URI a resources/read reads (on answers too). */
  subject?: string;
  id?: string | number;
  /** The seq of the other half of a request/response pair. */
  pairSeq?: number;
  /** Milliseconds from request to answer (on both halves, once answered). */
  latencyMs?: number;
  /** A request with no answer: refused by HTTP, cancelled, or (once the run has ended) never answered. */
  unanswered?: Unanswered;
  message: JsonRpcMessage;
  /** The `_meta` envelope (modern requests carry their protocol version and client capabilities there). */
  meta?: MetaEnvelope;
  /** A result's `resultType` (2026-07-28): "complete" or "input_required". */
  resultType?: string;
  /** Part of a multi round-trip request: which round (0-based) of which group (its index in `groups`). */
  round?: { group: number; index: number; of: number };
  /** Part of a `subscriptions/listen` stream: the request that opens it, a notification on it, or what ends it. */
  stream?: {
    id: string | number;
    part: 'open' | 'delivered' | 'end';
    delivered?: number;
    endedBy?: 'client' | 'server';
  };
}

/** A multi round-trip request, as the timeline shows it: one request, its rounds beneath. */
export interface RoundGroup {
  /** Its index, as rows' `round.group` refers to it. */
  index: number;
  /** The seq of its first request: stays the same while the run goes on (an index may not). */
  id: number;
  method: string;
  target?: string;
  /** Seqs of the group's messages (requests and answers of every round), in order. */
  seqs: number[];
  rounds: number;
  asked: InputAsked[][];
  outcome: MultiRoundRequest['outcome'];
  /** From the first request to the last answer. */
  latencyMs?: number;
}

export interface Timeline {
  rows: TimelineRow[];
  groups: RoundGroup[];
}

/** How many rows the timeline has: every message once, those from a sender the trace does not see included. */
export function wireMessageCount(events: readonly TraceEvent[]): number {
  return wireMessages(events).length;
}

export function timelineRows(events: readonly TraceEvent[]): TimelineRow[] {
  return timeline(events).rows;
}

export function timeline(events: readonly TraceEvent[]): Timeline {
  const wire = wireMessages(events);
  if (wire.length === 0) return { rows: [], groups: [] };
  const { byInstance, byLink, names, secretForms } = runLanes(events);
  const seqOf = new Map<JsonRpcMessage, number>(wire.map((event) => [event.message, event.seq]));
  const pairs = new Map<
    JsonRpcMessage,
    { method: string; request: JsonRpcMessage; pairSeq?: number; latencyMs?: number }
  >();
  const answered = new Set<JsonRpcMessage>();
  for (const exchange of wireExchanges(events)) {
    const latencyMs = exchange.answeredAt === undefined ? undefined : exchange.answeredAt - exchange.sentAt;
    const responseSeq = exchange.response && seqOf.get(exchange.response);
    const { request, method } = exchange;
    pairs.set(request, { method, request, pairSeq: responseSeq, latencyMs });
    if (exchange.response) {
      answered.add(request);
      pairs.set(exchange.response, { method, request, pairSeq: seqOf.get(request), latencyMs });
    }
  }
  const unanswered = unansweredRequests(events, answered);
  const { groups, roundOf } = roundGroups(events, seqOf);
  const streamOf = streamParts(events);
  const name = (id: string | undefined, fallback: string) => (id === undefined ? fallback : (names.get(id) ?? id));

  const rows = wire.map((event, index): TimelineRow => {
    // A value the run marked with secret() is masked wherever it sits in a message, as in the Wire.
    const message = maskSecretsIn(event.message, secretForms);
    const pair = pairs.get(event.message);
    const lane = (event.instance !== undefined ? byInstance.get(event.instance) : undefined) ?? byLink.get(event.link);
    const own = event.instance !== undefined ? lane?.client?.id === event.instance : event.layer === 'client';
    // A received message came from the other end, which the trace does not see (a listen stream).
    const fromClient = event.direction === 'send' ? own : !own;
    const sender = event.direction === 'send' ? event.instance : fromClient ? lane?.client?.id : lane?.server?.id;
    const receiver = fromClient ? lane?.server?.id : lane?.client?.id;
    const kind = kindOf(message);
    return {
      number: index + 1,
      seq: event.seq,
      t: event.t,
      lane,
      from: name(sender, fromClient ? 'client' : 'server'),
      to: name(receiver, fromClient ? 'server' : 'client'),
      kind,
      label: labelOf(kind, message),
      method: message.method ?? pair?.method,
      subject: requestSubject(maskSecretsIn(pair?.request ?? event.message, secretForms)),
      id: message.id,
      pairSeq: pair?.pairSeq,
      latencyMs: pair?.latencyMs,
      unanswered: kind === 'request' ? unanswered.get(event.message) : undefined,
      message,
      meta: metaEnvelope(message),
      resultType: message.method === undefined ? resultTypeOf(message) : undefined,
      round: roundOf.get(event.seq),
      stream: streamOf.get(event.seq),
    };
  });
  return { rows, groups };
}

function roundGroups(
  events: readonly TraceEvent[],
  seqOf: Map<JsonRpcMessage, number>,
): { groups: RoundGroup[]; roundOf: Map<number, NonNullable<TimelineRow['round']>> } {
  const roundOf = new Map<number, NonNullable<TimelineRow['round']>>();
  const groups = multiRoundRequests(events).map((request, index): RoundGroup => {
    const seqs: number[] = [];
    request.rounds.forEach((round, at) => {
      for (const message of [round.request, round.response]) {
        const seq = message && seqOf.get(message);
        if (seq === undefined) continue;
        seqs.push(seq);
        roundOf.set(seq, { group: index, index: at, of: request.rounds.length });
      }
    });
    const last = request.rounds.at(-1)!;
    return {
      index,
      id: seqs[0],
      method: request.method,
      target: request.target,
      seqs,
      rounds: request.rounds.length,
      asked: request.asked,
      outcome: request.outcome,
      latencyMs: last.answeredAt === undefined ? undefined : last.answeredAt - request.rounds[0].sentAt,
    };
  });
  return { groups, roundOf };
}

function streamParts(events: readonly TraceEvent[]): Map<number, NonNullable<TimelineRow['stream']>> {
  const parts = new Map<number, NonNullable<TimelineRow['stream']>>();
  for (const stream of listenStreams(events)) {
    parts.set(stream.seq, { id: stream.id, part: 'open', delivered: stream.delivered.length, endedBy: stream.end?.by });
    for (const seq of stream.delivered) parts.set(seq, { id: stream.id, part: 'delivered' });
    if (stream.end) parts.set(stream.end.seq, { id: stream.id, part: 'end', endedBy: stream.end.by });
  }
  return parts;
}

export function kindOf(message: JsonRpcMessage): MessageKind {
  if (message.method !== undefined) return message.id === undefined ? 'notification' : 'request';
  if (message.error !== undefined) return 'protocol-error';
  if (resultTypeOf(message) === 'input_required') return 'input-required';
  return (message.result as { isError?: unknown } | undefined)?.isError === true ? 'tool-error' : 'result';
}

function labelOf(kind: MessageKind, message: JsonRpcMessage): string {
  switch (kind) {
    case 'request':
    case 'notification':
      return message.method ?? '';
    case 'result':
      return 'result';
    case 'input-required':
      return 'input_required result';
    case 'tool-error':
      return 'isError result';
    case 'protocol-error':
      return `error ${message.error?.code ?? ''}`.trim();
  }
}

/** A row in a few words: "tools/call get_weather", "result to initialize", "error -32602 to tools/call get_weather". */
export function messageLabel(row: TimelineRow): string {
  const about = row.subject === undefined ? '' : ` ${row.subject}`;
  return row.kind === 'request' || row.kind === 'notification'
    ? `${row.label}${about}`
    : `${row.label} to ${row.method ?? 'a request'}${about}`;
}

/** The filter chips: what a learner asks to see. Errors of both kinds go together. */
export type KindFilter = 'requests' | 'results' | 'notifications' | 'errors';
export const KIND_FILTERS: readonly KindFilter[] = ['requests', 'results', 'notifications', 'errors'];

const FILTER_OF_KIND: Record<MessageKind, KindFilter> = {
  request: 'requests',
  result: 'results',
  'input-required': 'results',
  notification: 'notifications',
  'tool-error': 'errors',
  'protocol-error': 'errors',
};

export interface TimelineFilter {
  /** Only the connection with this link id; all when undefined. */
  link?: string;
  kinds: ReadonlySet<KindFilter>;
  /** Part of a method name or of what a request names, any case: "tools/" finds tools/list, tools/call and their answers; "close_issue" the calls of that tool. */
  search: string;
}

export function filterRows(
  rows: readonly TimelineRow[],
  { link, kinds, search }: TimelineFilter,
): readonly TimelineRow[] {
  const needle = search.trim().toLowerCase();
  if (link === undefined && kinds.size === KIND_FILTERS.length && needle === '') return rows;
  return rows.filter(
    (row) =>
      (link === undefined || row.lane?.link === link) &&
      kinds.has(FILTER_OF_KIND[row.kind]) &&
      (needle === '' ||
        (row.method ?? '').toLowerCase().includes(needle) ||
        (row.subject ?? '').toLowerCase().includes(needle)),
  );
}

/** "0.8 ms", "12 ms", "1.25 s". */
export function latencyText(ms: number): string {
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

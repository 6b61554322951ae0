import type { JsonRpcMessage, TraceEvent } from './events';
import { metaEnvelope, resultTypeOf } from './eras';
import type { RpcExchange } from './query';
import { wireExchanges, wireMessages } from './wire';

// Two shapes of the 2026-07-28 wire that span several messages. A multi round-trip request: the
// server answers `tools/call` (or `prompts/get`, `resources/read`) with `resultType:
// "input_required"` and the `inputRequests` it needs; the client gathers the answers and sends
// the request again, on a fresh id, with `inputResponses` (and the server's `requestState`
// echoed). And a `subscriptions/listen` stream: one request whose answer stays open while the
// server delivers notifications on it, each tagged with the stream's id.

export interface InputAsked {
  /** The key the server chose; the retry answers under the same key. */
  key: string;
  /** What the client is asked to do: "elicitation/create", "sampling/createMessage", "roots/list". */
  method: string;
}

export interface MultiRoundRequest {
  link: string;
  method: string;
  /** The tool or prompt name, or the resource URI, the rounds are about. */
  target?: string;
  /** Every round in order: each but the last was answered `input_required`. */
  rounds: RpcExchange[];
  /** What each `input_required` answer asked for, by round index (0-based). */
  asked: InputAsked[][];
  /**
   * How the request stands: `complete` (a final result), `error` (a JSON-RPC error), `input_required`
   * (the last answer asks for input and no retry followed, yet), or `pending` (the last round is unanswered).
   */
  outcome: 'complete' | 'error' | 'input_required' | 'pending';
}

/** Requests that took more than one round, or that were answered `input_required`, in the order they began. */
export function multiRoundRequests(events: readonly TraceEvent[]): MultiRoundRequest[] {
  const groups: MultiRoundRequest[] = [];
  /** Groups whose latest round was answered input_required: the next retry may continue them. */
  const waiting: MultiRoundRequest[] = [];
  for (const exchange of wireExchanges(events)) {
    const params = (exchange.request.params ?? {}) as { inputResponses?: unknown; requestState?: unknown };
    const isRetry = params.inputResponses !== undefined || params.requestState !== undefined;
    let group: MultiRoundRequest | undefined;
    if (isRetry) {
      const target = targetOf(exchange.request);
      // A retry follows the answer it retries: a round answered later cannot be the one retried.
      const candidates = waiting.filter(
        (g) =>
          g.link === exchange.link &&
          g.method === exchange.method &&
          g.target === target &&
          (g.rounds.at(-1)!.answeredAt ?? Infinity) <= exchange.sentAt,
      );
      // The echoed requestState names its round for sure; otherwise the latest that asked.
      group =
        candidates.find(
          (g) => requestStateOf(g.rounds.at(-1)!.response) === params.requestState && params.requestState !== undefined,
        ) ?? candidates.at(-1);
      if (group) {
        waiting.splice(waiting.indexOf(group), 1);
        group.rounds.push(exchange);
      }
    }
    if (!group) {
      if (!exchange.response || resultTypeOf(exchange.response) !== 'input_required') continue;
      group = {
        link: exchange.link,
        method: exchange.method,
        target: targetOf(exchange.request),
        rounds: [exchange],
        asked: [],
        outcome: 'pending',
      };
      groups.push(group);
    }
    group.asked[group.rounds.length - 1] = askedIn(exchange.response);
    group.outcome = outcomeOf(exchange.response);
    if (group.outcome === 'input_required') waiting.push(group);
  }
  for (const group of groups) for (let i = 0; i < group.rounds.length; i++) group.asked[i] ??= [];
  return groups;
}

function targetOf(request: JsonRpcMessage): string | undefined {
  const params = (request.params ?? {}) as { name?: unknown; uri?: unknown };
  const target = request.method === 'resources/read' ? params.uri : params.name;
  return typeof target === 'string' ? target : undefined;
}

function requestStateOf(response: JsonRpcMessage | undefined): unknown {
  return (response?.result as { requestState?: unknown } | undefined)?.requestState;
}

function askedIn(response: JsonRpcMessage | undefined): InputAsked[] {
  const requests = (response?.result as { inputRequests?: unknown } | undefined)?.inputRequests;
  if (!requests || typeof requests !== 'object') return [];
  return Object.entries(requests as Record<string, { method?: unknown }>).map(([key, request]) => ({
    key,
    method: typeof request?.method === 'string' ? request.method : 'input',
  }));
}

function outcomeOf(response: JsonRpcMessage | undefined): MultiRoundRequest['outcome'] {
  if (!response) return 'pending';
  if (response.error !== undefined) return 'error';
  return resultTypeOf(response) === 'input_required' ? 'input_required' : 'complete';
}

export interface ListenStream {
  link: string;
  /** The `subscriptions/listen` request's id, which is also the stream's subscription id. */
  id: string | number;
  /** The seq of the listen request. */
  seq: number;
  /** What the client asked to hear about (the request's `notifications` filter). */
  filter?: Record<string, unknown>;
  /** What the server agreed to (its `notifications/subscriptions/acknowledged`). */
  honored?: Record<string, unknown>;
  /** Seqs of the notifications delivered on the stream, the acknowledgement included. */
  delivered: number[];
  /** How the stream ended: the client cancelled the listen request, or the server answered it. */
  end?: { by: 'client' | 'server'; seq: number };
}

/** Every `subscriptions/listen` stream of the run, with what it delivered and how it ended. */
export function listenStreams(events: readonly TraceEvent[]): ListenStream[] {
  const streams: ListenStream[] = [];
  const open = new Map<string, ListenStream>();
  const key = (link: string, id: unknown) => `${link}\u0000${typeof id}:${String(id)}`;
  for (const { link, seq, message } of wireMessages(events)) {
    if (message.method === 'subscriptions/listen' && message.id !== undefined) {
      const filter = (message.params as { notifications?: Record<string, unknown> } | undefined)?.notifications;
      const stream: ListenStream = { link, id: message.id, seq, filter, delivered: [] };
      streams.push(stream);
      open.set(key(link, message.id), stream);
      continue;
    }
    if (message.method === 'notifications/cancelled') {
      const stream = open.get(key(link, (message.params as { requestId?: unknown } | undefined)?.requestId));
      if (stream && !stream.end) stream.end = { by: 'client', seq };
      continue;
    }
    if (message.method !== undefined && message.id === undefined) {
      const subscription = metaEnvelope(message)?.subscriptionId;
      const stream = subscription === undefined ? undefined : open.get(key(link, subscription));
      if (!stream) continue;
      stream.delivered.push(seq);
      if (message.method === 'notifications/subscriptions/acknowledged')
        stream.honored = (message.params as { notifications?: Record<string, unknown> } | undefined)?.notifications;
      continue;
    }
    if (message.method === undefined && message.id !== undefined) {
      const stream = open.get(key(link, message.id));
      if (stream && !stream.end) stream.end = { by: 'server', seq };
    }
  }
  return streams;
}

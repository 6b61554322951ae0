import type { JsonRpcEvent, JsonRpcMessage, TraceEvent } from './events';
import { pairExchanges, type RpcExchange } from './query';

// The messages of a run as they crossed the wire, each once, including those from a sender the
// trace does not see. Apart from query.ts: the views ask this, a page's first load does not.

/**
 * Every message that crossed a link, once: what a traced instance sent, plus what one received
 * from a sender the trace does not see (SDK v2's HTTP handler writes a `subscriptions/listen`
 * stream itself, with no server instance behind it). A received message counts as already seen
 * when an earlier send carried the same kind, method and id, on its link or, failing that, on
 * another (a client and a server wired by a raw fetch are traced on two links).
 */
export function wireMessages(events: readonly TraceEvent[]): JsonRpcEvent[] {
  const known = wireCache.get(events);
  if (known?.length === events.length) return known.messages;
  /** Sends not yet received, by message key: how many on each link, oldest link first. */
  const unreceived = new Map<string, Map<string, number>>();
  const messages: JsonRpcEvent[] = [];
  for (const event of events) {
    if (event.kind !== 'jsonrpc') continue;
    const key = wireKey(event.message);
    let pending = unreceived.get(key);
    if (event.direction === 'send') {
      if (!pending) unreceived.set(key, (pending = new Map()));
      pending.set(event.link, (pending.get(event.link) ?? 0) + 1);
      messages.push(event);
      continue;
    }
    if (!pending || pending.size === 0) {
      messages.push(event);
      continue;
    }
    // Counted on its own link, or else on the link that has waited longest; a count of 0 is dropped,
    // so the first link left always has one (a run of many connections stays linear).
    const link = pending.has(event.link) ? event.link : pending.keys().next().value!;
    const left = pending.get(link)! - 1;
    if (left === 0) pending.delete(link);
    else pending.set(link, left);
  }
  wireCache.set(events, { length: events.length, messages });
  return messages;
}

/**
 * Every view of a run asks for its wire: one walk per event list. A list that grew since (the
 * runner's own, during a run) is walked again; the page hands the views a new list each time.
 */
const wireCache = new WeakMap<readonly TraceEvent[], { length: number; messages: JsonRpcEvent[] }>();

function wireKey(message: JsonRpcMessage): string {
  const id = message.id === undefined ? '' : `${typeof message.id}:${String(message.id)}`;
  return message.method !== undefined ? `${message.method}\u0000${id}` : `answer\u0000${id}`;
}

/**
 * Like exchanges, over every message on the wire: an answer from a sender the trace does not see
 * (the end of a `subscriptions/listen` stream) pairs with its request too.
 */
export function wireExchanges(events: readonly TraceEvent[]): RpcExchange[] {
  const messages = wireMessages(events);
  // A message the trace saw only arrive: its sender is not the instance that received it.
  const arrived = new Set(messages.filter((event) => event.direction === 'receive').map((event) => event.message));
  return pairExchanges(messages).map((exchange) => ({
    ...exchange,
    from: arrived.has(exchange.request) ? undefined : exchange.from,
    to: exchange.response && arrived.has(exchange.response) ? undefined : exchange.to,
  }));
}

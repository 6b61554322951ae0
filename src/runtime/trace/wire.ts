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
  /** Links of the sends not yet received, by message key. */
  const unreceived = new Map<string, string[]>();
  const messages: JsonRpcEvent[] = [];
  for (const event of events) {
    if (event.kind !== 'jsonrpc') continue;
    const key = wireKey(event.message);
    const pending = unreceived.get(key);
    if (event.direction === 'send') {
      if (pending) pending.push(event.link);
      else unreceived.set(key, [event.link]);
      messages.push(event);
      continue;
    }
    if (!pending || pending.length === 0) {
      messages.push(event);
      continue;
    }
    const at = pending.indexOf(event.link);
    pending.splice(Math.max(at, 0), 1);
  }
  return messages;
}

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

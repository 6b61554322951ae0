import type { JsonRpcMessage, TraceEvent } from '../../../runtime/trace/events';

// Why a request never got a JSON-RPC answer. "No answer yet" is true only while the run goes on:
// an HTTP status that refused the POST carrying it (401, 403, 400 …) is its answer in HTTP's own
// terms, and a client that sent notifications/cancelled for it cancelled it. A client that closed
// the response stream it was waiting on cancelled it too on the 2026-07-28 wire (its POSTs carry
// the Mcp-Method header that revision requires), where closing the stream is the cancellation
// signal; on an older wire it only stopped listening.

export type Unanswered =
  | { kind: 'refused'; status: number }
  | { kind: 'cancelled'; how: 'closed-stream' | 'notification' }
  /** The client closed the stream on a 2025-era connection, where that is not a cancellation. */
  | { kind: 'abandoned' }
  /** The run ended and nothing answered it, refused it or cancelled it. */
  | { kind: 'none' };

/** For each request message that has no answer: why, as far as the trace tells. */
export function unansweredRequests(
  events: readonly TraceEvent[],
  answered: ReadonlySet<JsonRpcMessage>,
): Map<JsonRpcMessage, Unanswered> {
  /** The latest request sent on a link with an id, by `link + id`. */
  const sentWithId = new Map<string, JsonRpcMessage>();
  /** The requests an HTTP exchange carried, by exchange id, and whether it spoke 2026-07-28. */
  const carried = new Map<string, { requests: JsonRpcMessage[]; modern: boolean }>();
  const fates = new Map<JsonRpcMessage, Unanswered>();
  const key = (link: string, id: unknown) => `${link}\u0000${typeof id}:${String(id)}`;
  let ended = false;

  for (const event of events) {
    if (event.kind === 'end') ended = true;
    if (event.kind === 'jsonrpc' && event.direction === 'send') {
      const { message } = event;
      if (message.method !== undefined && message.id !== undefined)
        sentWithId.set(key(event.link, message.id), message);
      if (message.method === 'notifications/cancelled') {
        const request = sentWithId.get(
          key(event.link, (message.params as { requestId?: unknown } | undefined)?.requestId),
        );
        if (request && !answered.has(request)) fates.set(request, { kind: 'cancelled', how: 'notification' });
      }
    }
    if (event.kind !== 'http' || event.auth) continue;
    if (event.direction === 'request') {
      const requests = requestIdsIn(event.body)
        .map((id) => sentWithId.get(key(event.link, id)))
        .filter((request): request is JsonRpcMessage => request !== undefined && !answered.has(request));
      if (requests.length > 0)
        carried.set(event.exchange, { requests, modern: event.headers['mcp-method'] !== undefined });
      continue;
    }
    const exchange = carried.get(event.exchange);
    for (const request of exchange?.requests ?? []) {
      if (fates.has(request)) continue;
      if (event.closedByClient)
        fates.set(request, exchange!.modern ? { kind: 'cancelled', how: 'closed-stream' } : { kind: 'abandoned' });
      else if ((event.status ?? 0) >= 400) fates.set(request, { kind: 'refused', status: event.status! });
    }
  }
  if (ended) {
    for (const request of sentWithId.values())
      if (!answered.has(request) && !fates.has(request)) fates.set(request, { kind: 'none' });
  }
  return fates;
}

/** The ids of the requests in a POST body: one message or a batch. */
function requestIdsIn(body: string | undefined): unknown[] {
  if (!body) return [];
  try {
    const parsed = JSON.parse(body) as unknown;
    const messages = Array.isArray(parsed) ? parsed : [parsed];
    return messages
      .filter((message) => typeof message?.method === 'string' && message.id !== undefined)
      .map((message) => message.id);
  } catch {
    return [];
  }
}

/** "refused: HTTP 401", "cancelled: the client closed the stream", "no answer". */
export function unansweredText(fate: Unanswered): string {
  switch (fate.kind) {
    case 'refused':
      return `refused: HTTP ${fate.status}`;
    case 'cancelled':
      return fate.how === 'closed-stream' ? 'cancelled: the client closed the stream' : 'cancelled by the client';
    case 'abandoned':
      return 'the client closed the stream first';
    case 'none':
      return 'no answer';
  }
}

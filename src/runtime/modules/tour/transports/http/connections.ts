import type { TraceRecorder } from '../../../../trace/recorder';

// Which connection an HTTP request belongs to.
//
// Learner code builds the SDK's StreamableHTTPClientTransport itself, and the runtime names its
// link when the Client connects, before any request. The request that follows carries the
// JSON-RPC message the Client just sent (recorded with that link) as its body, and every request
// of one transport carries that transport's AbortSignal. So: a POST takes the link of the
// matching message sent (oldest first), and its signal then names the link for the transport's
// later requests (the GET stream, the DELETE). The server side learns the link from the Request
// object the handler receives.

/** One client transport's connection: its link id, and the client instance it belongs to. */
export interface Connection {
  link: string;
  instance?: string;
}

interface SentMessage {
  body: string;
  connection: Connection;
}

const sentByRun = new WeakMap<TraceRecorder, SentMessage[]>();
const bySignal = new WeakMap<AbortSignal, Connection>();
const byRequest = new WeakMap<Request, Connection>();

/** Starts noting what HTTP clients send in this run (once per run). */
export function watchHttpClients(recorder: TraceRecorder): void {
  if (sentByRun.has(recorder)) return;
  const sent: SentMessage[] = [];
  sentByRun.set(recorder, sent);
  recorder.watch((event) => {
    if (
      event.kind === 'jsonrpc' &&
      event.direction === 'send' &&
      event.layer === 'client' &&
      event.transport === 'http'
    ) {
      sent.push({ body: JSON.stringify(event.message), connection: { link: event.link, instance: event.instance } });
    }
  });
}

/** The connection a request came from, when it came from a traced client transport. */
export function connectionOf(
  recorder: TraceRecorder,
  signal: AbortSignal | undefined,
  body: string | undefined,
): Connection | undefined {
  const known = signal ? bySignal.get(signal) : undefined;
  const sent = sentByRun.get(recorder) ?? [];
  const index =
    body === undefined ? -1 : sent.findIndex((m) => m.body === body && (!known || m.connection.link === known.link));
  const matched = index === -1 ? undefined : sent.splice(index, 1)[0].connection;
  const connection = known ?? matched;
  if (connection && signal) bySignal.set(signal, connection);
  return connection;
}

/** Remembers which connection a Request handed to a handler belongs to. */
export function rememberRequest(request: Request, connection: Connection): void {
  byRequest.set(request, connection);
}

/** The link of a Request that came through an HTTP link, for the server transport that serves it. */
export function linkOfRequest(request: Request): string | undefined {
  return byRequest.get(request)?.link;
}

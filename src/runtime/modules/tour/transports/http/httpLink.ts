import { authCaller } from '../../../../trace/authFetches';
import type { HttpEvent } from '../../../../trace/events';
import { requestOfLink } from '../../../../trace/perRequestServers';
import { beforeRunFinishes, currentRunTrace } from '../runTrace';
import { type Connection, connectionOf, rememberRequest, watchHttpClients } from './connections';
import { withNetworkHeaders } from './networkHeaders';
import { abortReason, tapStream } from './tapStream';

/** A request handler on the server side of an HTTP link: a Request in, a Response out. */
export type HttpHandler = (request: Request) => Promise<Response> | Response;

/** A fetch function, shaped like the global one. */
export type LinkFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Options for createHttpLink. */
export interface HttpLinkOptions {
  /** Names the server side in messages, for example "tracker". Default "mcp". */
  name?: string;
  /**
   * Give every request the `Host` header a network request carries (the URL's host, for example
   * `localhost:3000`), so the handler can check it as a server would. Default false: the trace of
   * a link shows only the headers the client wrote.
   */
  hostHeader?: boolean;
}

/** An in-page HTTP connection: give `fetch` to the SDK's StreamableHTTPClientTransport. */
export interface HttpLink {
  /** A WHATWG fetch that delivers every request to the link's handler, with no network in between. */
  readonly fetch: LinkFetch;
  /** The name given in the options. */
  readonly name: string;
}

/**
 * Connects a client to an HTTP request handler inside the page: the SDK's real
 * `StreamableHTTPClientTransport` on one side, any `(request: Request) => Response` on the other
 * (for example `sessionRouter(createServer)`, SDK v2's `createMcpHandler(factory).fetch`, or your
 * own wrapper around one of them that checks the Authorization header first).
 *
 * Every request and response is traced as an `http` event: method, URL, headers (lower-case names)
 * and body. A `text/event-stream` response reaches the client untouched, chunk by chunk as the
 * server writes it; its raw SSE text is recorded when the stream ends (or when the client aborts
 * it). The events carry the link id of the Client that sent the request, the same id as its
 * JSON-RPC events and as the server transport that sessionRouter or statelessHandler creates for
 * it; a request made with `link.fetch` directly, not through a client transport, gets a link of
 * its own. If the handler throws, the answer is a 500 and the error is printed, as a web
 * framework would.
 *
 * Either SDK generation works on either side, and the link does not care which era they speak.
 * An SDK v2 client in `auto` mode facing `createMcpHandler` speaks 2026-07-28: a `server/discover`
 * POST instead of `initialize`, no `Mcp-Session-Id`, no GET stream, and on every POST the headers
 * `mcp-protocol-version`, `mcp-method`, `mcp-name` (tools/call, resources/read, prompts/get) and
 * one `mcp-param-<name>` for each argument its tool's input schema marks with `x-mcp-header`.
 * (The SDK leaves `Mcp-Param-*` out on a page's main thread; the sandbox runs code in a Worker,
 * where it sends them as under Node.)
 *
 * @example
 * const link = createHttpLink(sessionRouter(() => createTrackerServer()));
 * const transport = new StreamableHTTPClientTransport(new URL('https://tracker.example/mcp'), {
 *   fetch: link.fetch,
 *   requestInit: { headers: { Authorization: `Bearer ${token}` } },
 * });
 * await client.connect(transport);
 *
 * @example
 * // SDK v2, 2026-07-28: one fresh server per request.
 * import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
 * import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
 * const handler = createMcpHandler(() => createWeatherServer());
 * const link = createHttpLink((request) => handler.fetch(request), { name: 'weather' });
 * const client = new Client({ name: 'host', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
 * await client.connect(new StreamableHTTPClientTransport(new URL('https://weather.example/mcp'), { fetch: link.fetch }));
 */
export function createHttpLink(handler: HttpHandler, options: HttpLinkOptions = {}): HttpLink {
  if (typeof handler !== 'function')
    throw new TypeError('createHttpLink(handler): handler must be a function (request: Request) => Response');
  const name = options.name ?? 'mcp';
  const created = currentRunTrace();
  if (created.recorder) watchHttpClients(created.recorder);
  let ownConnection: Connection | undefined;

  const fetch: LinkFetch = async (input, init) => {
    // Before any await: a client's authorization flow is calling (trace/authFetches.ts).
    const authBy = authCaller();
    const trace = currentRunTrace();
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (signal?.aborted) throw abortReason(signal);
    const request = withNetworkHeaders(
      new Request(input, init),
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
      {
        hostFromUrl: options.hostHeader === true,
      },
    );
    const requestBody = request.body ? await request.clone().text() : undefined;

    let record: (event: Pick<HttpEvent, 'direction' | 'headers' | 'status' | 'body'>) => void = () => undefined;
    const recorder = trace.recorder;
    if (recorder) {
      watchHttpClients(recorder);
      // An OAuth request belongs to the client whose flow made it; an MCP request to the client
      // that sent its message; anything else (a hand-made fetch) to the link's own connection.
      const connection =
        authBy ??
        connectionOf(recorder, signal ?? undefined, requestBody) ??
        (ownConnection ??= { link: recorder.nextId('link') });
      rememberRequest(request, connection);
      // A client's request: a v2 handler's per-request server serves that client's connection.
      if (connection.instance !== undefined) requestOfLink(request, connection.link);
      const exchange = recorder.nextId('http');
      record = (event) =>
        trace.emit({
          kind: 'http',
          layer: 'transport',
          instance: connection.instance,
          link: connection.link,
          exchange,
          method: request.method,
          url: request.url,
          ...(authBy ? { auth: true as const } : {}),
          ...event,
        });
    }
    record({ direction: 'request', headers: plainHeaders(request.headers), body: requestBody });

    const response = await untilAborted(answer(handler, request, name), signal ?? undefined);
    const responseInit = { status: response.status, statusText: response.statusText, headers: response.headers };
    const recordResponse = (body: string | undefined, closedByClient = false) =>
      record({
        direction: 'response',
        status: response.status,
        headers: plainHeaders(response.headers),
        body,
        ...(closedByClient ? { closedByClient: true as const } : {}),
      });

    if (response.body && isEventStream(response.headers)) {
      const decoder = new TextDecoder();
      let text = '';
      let recorded = false;
      const recordOnce = (closedByClient = false) => {
        if (recorded) return;
        recorded = true;
        recordResponse(text + decoder.decode(), closedByClient);
      };
      // A stream that stays open (the GET stream) is recorded as far as it got when the run ends.
      beforeRunFinishes(recorder, () => recordOnce());
      const body = tapStream(
        response.body,
        {
          onChunk: (chunk) => (text += decoder.decode(chunk, { stream: true })),
          onEnd: (byReader) => recordOnce(byReader),
        },
        signal ?? undefined,
      );
      return new Response(body, responseInit);
    }
    const text = response.body ? await response.text() : undefined;
    recordResponse(text);
    return new Response(text ?? null, responseInit);
  };

  return { fetch, name };
}

async function answer(handler: HttpHandler, request: Request, name: string): Promise<Response> {
  try {
    const response = await handler(request);
    if (!(response instanceof Response))
      throw new TypeError(`the handler must return a Response (got ${describe(response)})`);
    return response;
  } catch (error) {
    console.error(`[${name}] request handler failed:`, error);
    return new Response('Internal Server Error', {
      status: 500,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
  }
}

/** The handler's answer, unless the request is aborted first (then its body is dropped). */
function untilAborted(response: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    response.then((value) => {
      signal.removeEventListener('abort', onAbort);
      if (signal.aborted) void value.body?.cancel().catch(() => undefined);
      else resolve(value);
    }, reject);
  });
}

function isEventStream(headers: Headers): boolean {
  return (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase() === 'text/event-stream';
}

/** Headers as a plain object with lower-case names, as the trace stores them. */
export function plainHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.entries());
}

function describe(value: unknown): string {
  return value === null ? 'null' : typeof value === 'object' ? (value.constructor?.name ?? 'object') : typeof value;
}

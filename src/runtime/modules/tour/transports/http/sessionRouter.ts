import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import {
  IN_PAGE_DEFAULTS,
  jsonRpcError,
  linkToRequest,
  type RequestExtra,
  type RouterTransportOptions,
  type ServerFactory,
} from './serverSide';

/** Options for sessionRouter. */
export interface SessionRouterOptions {
  /**
   * Makes each new session id. Default: "session-1", "session-2", … so that runs read the same
   * every time. A real server must use unguessable ids, such as `crypto.randomUUID()`.
   */
  sessionIdGenerator?: () => string;
  /** More options for each session's WebStandardStreamableHTTPServerTransport (for example `enableJsonResponse`). */
  transportOptions?: RouterTransportOptions;
}

/** A request handler for Streamable HTTP in session mode, with the sessions it holds. */
export interface SessionRouter {
  (request: Request, extra?: RequestExtra): Promise<Response>;
  /** Ids of the sessions now open. */
  readonly sessionIds: readonly string[];
  /** Closes every open session, as a server shutting down would. */
  close(): Promise<void>;
}

/**
 * Serves MCP over Streamable HTTP in session mode, the way the SDK's documentation does it for
 * Node, with the SDK's `WebStandardStreamableHTTPServerTransport`:
 *
 * - a POST carrying `initialize` and no `Mcp-Session-Id` starts a session: a new transport, a new
 *   server from `createServer()`, and the answer carries the new `mcp-session-id`;
 * - any later request names its session in `Mcp-Session-Id` and goes to that session's transport;
 *   an unknown session id gets 404 (the client must start again), a request with none gets 400;
 * - DELETE ends the session.
 *
 * `extra.authInfo` reaches tool handlers as `extra.authInfo`. Put authentication in a wrapper that
 * runs first, so a refused request never reaches a server, and hand the router the Request the
 * wrapper received (the trace links a session's server to its client through that object):
 *
 * @example
 * const router = sessionRouter(() => createTrackerServer());
 * const link = createHttpLink(async (request) => {
 *   if (new URL(request.url).searchParams.has('access_token')) {
 *     return Response.json({ error: 'invalid_request' }, { status: 400 }); // tokens never go in URLs
 *   }
 *   if (request.headers.get('authorization') !== `Bearer ${MCP_TOKEN}`) {
 *     return Response.json({ error: 'invalid_token' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
 *   }
 *   return router(request, { authInfo: { token: MCP_TOKEN, clientId: 'demo-client', scopes: [] } });
 * });
 */
export function sessionRouter(createServer: ServerFactory, options: SessionRouterOptions = {}): SessionRouter {
  let count = 0;
  const nextSessionId = options.sessionIdGenerator ?? (() => `session-${++count}`);
  const transports = new Map<string, WebStandardStreamableHTTPServerTransport>();

  const route = async (request: Request, extra: RequestExtra = {}): Promise<Response> => {
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId) {
      const transport = transports.get(sessionId);
      return transport
        ? transport.handleRequest(request, { authInfo: extra.authInfo })
        : jsonRpcError(404, -32001, 'Session not found');
    }
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    const initializing = Array.isArray(body) ? body.some(isInitializeRequest) : isInitializeRequest(body);
    if (!initializing) return jsonRpcError(400, -32000, 'Bad Request: No valid session ID provided');

    const transport = new WebStandardStreamableHTTPServerTransport({
      ...IN_PAGE_DEFAULTS,
      ...options.transportOptions,
      sessionIdGenerator: nextSessionId,
      onsessioninitialized: (id) => void transports.set(id, transport),
      onsessionclosed: (id) => void transports.delete(id),
    });
    transport.onclose = () => {
      if (transport.sessionId) transports.delete(transport.sessionId);
    };
    linkToRequest(transport, request);
    await createServer().connect(transport);
    const response = await transport.handleRequest(request, { authInfo: extra.authInfo, parsedBody: body });
    // A refused initialize (wrong Accept header, say) opened no session: let the server go.
    if (transport.sessionId === undefined) await transport.close();
    return response;
  };

  return Object.defineProperties(route, {
    sessionIds: { get: () => [...transports.keys()] },
    close: { value: async () => void (await Promise.all([...transports.values()].map((t) => t.close()))) },
  }) as SessionRouter;
}

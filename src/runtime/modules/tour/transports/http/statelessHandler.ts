import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  IN_PAGE_DEFAULTS,
  jsonRpcError,
  linkToRequest,
  type RequestExtra,
  type RouterTransportOptions,
  type ServerFactory,
} from './serverSide';
import { tapStream } from './tapStream';

/** Options for statelessHandler. */
export interface StatelessHandlerOptions {
  /** More options for each request's WebStandardStreamableHTTPServerTransport (for example `enableJsonResponse`). */
  transportOptions?: RouterTransportOptions;
}

/**
 * Serves MCP over Streamable HTTP without sessions, the way the SDK's documentation does it: every
 * POST gets a fresh server from `createServer()` and a fresh transport, closed once the answer has
 * been sent, so nothing is remembered between requests. GET and DELETE get 405 (no stream to
 * open, no session to end), which the SDK's client accepts.
 */
export function statelessHandler(
  createServer: ServerFactory,
  options: StatelessHandlerOptions = {},
): (request: Request, extra?: RequestExtra) => Promise<Response> {
  return async (request, extra = {}) => {
    if (request.method !== 'POST') return jsonRpcError(405, -32000, 'Method not allowed.', { allow: 'POST' });
    const server = createServer();
    const transport = new WebStandardStreamableHTTPServerTransport({
      ...IN_PAGE_DEFAULTS,
      ...options.transportOptions,
      sessionIdGenerator: undefined,
    });
    linkToRequest(transport, request);
    await server.connect(transport);
    const response = await transport.handleRequest(request, { authInfo: extra.authInfo });
    const done = () => void server.close();
    if (!response.body) {
      done();
      return response;
    }
    // Like closing on the response's "close" event in Node: once the answer has been sent.
    return new Response(tapStream(response.body, { onEnd: done }), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type {
  WebStandardStreamableHTTPServerTransport,
  WebStandardStreamableHTTPServerTransportOptions,
} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { linkTransports } from '../../../../trace/instrumentProtocol';
import { linkOfRequest } from './connections';

// What the session router and the stateless handler share.

/** Makes the server for one session (or one request, when stateless). */
export type ServerFactory = () => McpServer | Server;

/** What an auth wrapper may hand on with the request: the SDK passes it to handlers as `extra.authInfo`. */
export interface RequestExtra {
  authInfo?: AuthInfo;
}

/** The part of the SDK's server transport options a router lets you set. */
export type RouterTransportOptions = Omit<
  WebStandardStreamableHTTPServerTransportOptions,
  'sessionIdGenerator' | 'onsessioninitialized' | 'onsessionclosed'
>;

// No keep-alive frames: there is no proxy in the page to keep awake, and an interval left running
// would keep a finished program alive.
export const IN_PAGE_DEFAULTS: RouterTransportOptions = { keepAliveMs: 0 };

/** Gives a server transport the link of the client whose request it is about to serve. */
export function linkToRequest(transport: WebStandardStreamableHTTPServerTransport, request: Request): void {
  const link = linkOfRequest(request);
  if (link) linkTransports(transport, transport, link);
}

/** A JSON-RPC error answer with no id, the shape the SDK's transports use for HTTP-level refusals. */
export function jsonRpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

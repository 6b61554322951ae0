import type { ConnectEvent, JsonRpcMessage } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';
import { httpExchanges, type HttpExchange } from './http';

// What an intermediary sees of a 2026-07-28 request without parsing its body: the standard headers
// (MCP-Protocol-Version, Mcp-Method, Mcp-Name) and the Mcp-Param-* headers a client mirrors from
// tool arguments marked x-mcp-header. Paired here with the body they came with, so a check can
// compare what a gateway saw with what the server executed.

/** An HTTP POST that carried one JSON-RPC message, with that message parsed from its body. */
export interface PostedMessage extends HttpExchange {
  message: JsonRpcMessage;
}

/** Every POST whose body is one JSON-RPC message, in order; only those on `link` when given. */
export function postedMessages(run: RunView, link?: string): PostedMessage[] {
  return httpExchanges(run, link).flatMap((exchange) => {
    if (exchange.request.method !== 'POST' || !exchange.request.body) return [];
    try {
      const message = JSON.parse(exchange.request.body) as JsonRpcMessage;
      return message && typeof message === 'object' && !Array.isArray(message) ? [{ ...exchange, message }] : [];
    } catch {
      return [];
    }
  });
}

/** A header value as the client meant it: `=?base64?…?=` values decoded (the spec's sentinel for unsafe values). */
export function decodeHeaderValue(value: string): string {
  const sentinel = /^=\?base64\?(.*)\?=$/.exec(value);
  if (!sentinel) return value;
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(sentinel[1]), (c) => c.charCodeAt(0)));
  } catch {
    return value;
  }
}

/** The Mcp-Param-* headers of a request, by lower-case name after the prefix ("region"), decoded. */
export function mcpParams(posted: HttpExchange): Record<string, string> {
  return Object.fromEntries(
    Object.entries(posted.request.headers)
      .filter(([name]) => name.startsWith('mcp-param-'))
      .map(([name, value]) => [name.slice('mcp-param-'.length), decodeHeaderValue(value)]),
  );
}

/** The name (serverInfo.name) a server instance introduced itself with, if it connected. */
export function serverName(run: RunView, instance: string | undefined): string | undefined {
  return run.events.find(
    (e): e is ConnectEvent => e.kind === 'connect' && e.instance === instance && e.ref.role === 'server',
  )?.ref.name;
}

import type { JsonRpcMessage } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';
import { postedMessages, type PostedMessage } from './mcpHeaders';

// Which era each HTTP request spoke, read from the wire: a 2026-07-28 request names its client and
// protocol version in `_meta`; a 2025-era client names itself once, in `initialize`, and is known
// after that by the session or the link it uses. The client is found by name in the body, so the
// questions hold however the runtime numbers links and instances.

const PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';

/** A POSTed JSON-RPC request with the response to it, parsed from JSON or from the SSE stream. */
export interface WireRequest extends PostedMessage {
  /** The JSON-RPC response the server sent for it, if one came back. */
  reply?: JsonRpcMessage;
  /** The protocol version the request declared: `_meta` (2026-07-28), initialize's params, or the MCP-Protocol-Version header. */
  version?: string;
}

/** The JSON-RPC messages of a response body: one JSON object, or the `data:` lines of an SSE stream. */
export function messagesInBody(body: string | undefined): JsonRpcMessage[] {
  if (!body) return [];
  const texts = body.trimStart().startsWith('{')
    ? [body]
    : body
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5));
  return texts.flatMap((text) => {
    try {
      const parsed = JSON.parse(text) as unknown;
      return parsed && typeof parsed === 'object' ? [parsed as JsonRpcMessage] : [];
    } catch {
      return [];
    }
  });
}

function metaOf(message: JsonRpcMessage): Record<string, unknown> {
  return ((message.params as { _meta?: Record<string, unknown> } | undefined)?._meta ?? {}) as Record<string, unknown>;
}

/** The clientInfo.name a request carries: in its `_meta` (2026-07-28) or in initialize's params. */
export function clientNameIn(message: JsonRpcMessage): string | undefined {
  const modern = metaOf(message)[CLIENT_INFO] as { name?: unknown } | undefined;
  const legacy = (message.params as { clientInfo?: { name?: unknown } } | undefined)?.clientInfo;
  const name = modern?.name ?? (message.method === 'initialize' ? legacy?.name : undefined);
  return typeof name === 'string' ? name : undefined;
}

/** Every POSTed JSON-RPC request with its reply and declared version, in order. */
export function wireRequests(run: RunView): WireRequest[] {
  return postedMessages(run)
    .filter((p) => p.message.method !== undefined && p.message.id !== undefined)
    .map((p) => {
      const reply = messagesInBody(p.response?.body).find((m) => m.id === p.message.id && m.method === undefined);
      const declared =
        metaOf(p.message)[PROTOCOL_VERSION] ??
        (p.message.method === 'initialize'
          ? (p.message.params as { protocolVersion?: unknown } | undefined)?.protocolVersion
          : undefined);
      const version = typeof declared === 'string' ? declared : p.request.headers['mcp-protocol-version'];
      return { ...p, reply, version };
    });
}

/**
 * The requests one client sent, found by the name it gave: its 2026-07-28 requests name it in
 * `_meta`, its `initialize` names it, and a 2025-era client's later requests go on that link.
 */
export function requestsOfClient(run: RunView, name: string): WireRequest[] {
  const all = wireRequests(run);
  const links = new Set(
    all.filter((r) => r.message.method === 'initialize' && clientNameIn(r.message) === name).map((r) => r.request.link),
  );
  return all.filter(
    (r) => clientNameIn(r.message) === name || (clientNameIn(r.message) === undefined && links.has(r.request.link)),
  );
}

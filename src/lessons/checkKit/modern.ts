import type { ConnectEvent, InstanceRef, JsonRpcEvent, JsonRpcMessage } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';

// Questions about the 2026-07-28 era, asked from the client's side: what one client sent and what
// it received back, paired by JSON-RPC id on that client's own link. A createMcpHandler builds a
// fresh server per request, so the client is the one party that sees a conversation whole; reading
// its side also works whatever link ids the server halves are traced with.

export const PROTOCOL_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';
export const CLIENT_CAPABILITIES_KEY = 'io.modelcontextprotocol/clientCapabilities';
export const CLIENT_INFO_KEY = 'io.modelcontextprotocol/clientInfo';
export const SERVER_INFO_KEY = 'io.modelcontextprotocol/serverInfo';
export const MODERN_VERSION = '2026-07-28';

/** A request one client sent, with the response it received for it (absent if none came). */
export interface ClientExchange {
  client: InstanceRef;
  method: string;
  id: string | number;
  request: JsonRpcMessage;
  response?: JsonRpcMessage;
  sentSeq: number;
  answeredSeq?: number;
}

/** The connect events of clients, in order; only those named `name` (clientInfo.name) when given. */
export function clientConnects(run: RunView, name?: string): ConnectEvent[] {
  return run.events.filter(
    (e): e is ConnectEvent =>
      e.kind === 'connect' && e.ref.role === 'client' && (name === undefined || e.ref.name === name),
  );
}

/** The first client that introduced itself as `name`, if one connected. */
export function clientNamed(run: RunView, name: string): InstanceRef | undefined {
  return clientConnects(run, name)[0]?.ref;
}

/** Every JSON-RPC message a client sent or received, in order. */
export function clientMessages(run: RunView, client: string): JsonRpcEvent[] {
  return run.events.filter(
    (e): e is JsonRpcEvent => e.kind === 'jsonrpc' && e.layer === 'client' && e.instance === client,
  );
}

/** A client's requests, each paired with the response it received; only `method`'s when given. */
export function clientExchanges(run: RunView, client: InstanceRef, method?: string): ClientExchange[] {
  const all: ClientExchange[] = [];
  const open = new Map<string | number, ClientExchange>();
  for (const event of clientMessages(run, client.id)) {
    const { message } = event;
    if (message.id === undefined) continue;
    if (event.direction === 'send' && message.method !== undefined) {
      const exchange: ClientExchange = {
        client,
        method: message.method,
        id: message.id,
        request: message,
        sentSeq: event.seq,
      };
      open.set(message.id, exchange);
      all.push(exchange);
    } else if (event.direction === 'receive' && message.method === undefined) {
      const exchange = open.get(message.id);
      if (!exchange) continue;
      exchange.response = message;
      exchange.answeredSeq = event.seq;
      open.delete(message.id);
    }
  }
  return method === undefined ? all : all.filter((x) => x.method === method);
}

/** The notifications a client sent ("notifications/initialized", …). */
export function clientNotifications(run: RunView, client: InstanceRef): JsonRpcMessage[] {
  return clientMessages(run, client.id)
    .filter((e) => e.direction === 'send' && e.message.id === undefined && e.message.method !== undefined)
    .map((e) => e.message);
}

/** The `_meta` of a request's params, if it has one. */
export function metaOf(message: JsonRpcMessage): Record<string, unknown> | undefined {
  const meta = (message.params as { _meta?: unknown } | undefined)?._meta;
  return meta && typeof meta === 'object' ? (meta as Record<string, unknown>) : undefined;
}

/** The protocol version a request declares in its `_meta` envelope (2026-07-28 era), if any. */
export function envelopeVersion(message: JsonRpcMessage): string | undefined {
  const version = metaOf(message)?.[PROTOCOL_VERSION_KEY];
  return typeof version === 'string' ? version : undefined;
}

/** A response's result object, if it is a result (not an error). */
export function resultOf(exchange: ClientExchange): Record<string, unknown> | undefined {
  const result = exchange.response?.result;
  return result && typeof result === 'object' ? (result as Record<string, unknown>) : undefined;
}

/** One tools/call as the client saw it: its arguments, its outcome and the params it carried. */
export interface ClientToolCall extends ClientExchange {
  name: string;
  arguments: Record<string, unknown>;
  params: Record<string, unknown>;
  result?: {
    resultType?: string;
    content?: unknown[];
    isError?: boolean;
    structuredContent?: unknown;
    [key: string]: unknown;
  };
  error?: { code: number; message: string };
}

/** A client's tools/call requests (each round of a multi round-trip call is one), in order; only `name`'s when given. */
export function clientToolCalls(run: RunView, client: InstanceRef, name?: string): ClientToolCall[] {
  return clientExchanges(run, client, 'tools/call')
    .map((x): ClientToolCall => {
      const params = (x.request.params ?? {}) as Record<string, unknown>;
      return {
        ...x,
        name: typeof params.name === 'string' ? params.name : '',
        arguments: (params.arguments ?? {}) as Record<string, unknown>,
        params,
        result: resultOf(x) as ClientToolCall['result'],
        error: x.response?.error,
      };
    })
    .filter((call) => name === undefined || call.name === name);
}

/** Every client's tools/call requests, in order; only `name`'s when given. */
export function allClientToolCalls(run: RunView, name?: string): ClientToolCall[] {
  return clientConnects(run)
    .flatMap((connect) => clientToolCalls(run, connect.ref, name))
    .sort((a, b) => a.sentSeq - b.sentSeq);
}

/** The clients or servers made by SDK generation `sdk` (1 or 2) that connected during the run. */
export function instancesOfSdk(run: RunView, role: 'client' | 'server', sdk: 1 | 2): InstanceRef[] {
  return run.events
    .filter((e): e is ConnectEvent => e.kind === 'connect' && e.ref.role === role && e.ref.sdk === sdk)
    .map((e) => e.ref);
}

import type { JsonRpcEvent, JsonRpcMessage, SdkGeneration, TraceEvent } from './events';
import { wireMessages } from './wire';

// Which protocol era each connection speaks, read from what crossed its wire. Through 2025-11-25
// a connection opens with `initialize` and agrees one version for its lifetime; from 2026-07-28
// there is no handshake: the client may probe with `server/discover`, and every request carries
// its protocol version, client info and client capabilities in a `_meta` envelope.

export const META_KEYS = {
  protocolVersion: 'io.modelcontextprotocol/protocolVersion',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
  clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
  serverInfo: 'io.modelcontextprotocol/serverInfo',
  subscriptionId: 'io.modelcontextprotocol/subscriptionId',
} as const;

export type ProtocolEra = 'legacy' | 'modern';

export interface ConnectionEra {
  link: string;
  /**
   * `legacy`: the connection opened with `initialize` (2025-11-25 and before). `modern`: no
   * handshake, each request carries its version in `_meta` (2026-07-28). Undefined until the
   * wire shows which (a probe still unanswered, or nothing sent yet).
   */
  era?: ProtocolEra;
  /** The revision spoken: what `initialize` agreed, or what the latest modern request carried. */
  protocolVersion?: string;
  /** The client probed with `server/discover` (a v2 client in `auto` or pinned mode). */
  discovered: boolean;
  /** What the server offered in its `server/discover` result. */
  supportedVersions?: string[];
  /** The SDK generation of each end that the trace saw connect on this link. */
  sdk: { client?: SdkGeneration; server?: SdkGeneration };
  /** The server end is a fresh server per request (SDK v2's `createMcpHandler`). */
  perRequest: boolean;
}

/** What the trace says of a connection before any of it is seen. */
export function unknownEra(link: string): ConnectionEra {
  return { link, discovered: false, sdk: {}, perRequest: false };
}

/** The era of every connection in the run, by link, in the order the links appeared. */
export function connectionEras(events: readonly TraceEvent[]): Map<string, ConnectionEra> {
  const eras = new Map<string, ConnectionEra>();
  const eraOf = (link: string) => {
    let era = eras.get(link);
    if (!era) eras.set(link, (era = unknownEra(link)));
    return era;
  };
  for (const event of events) {
    if (event.kind !== 'connect') continue;
    const era = eraOf(event.link);
    if (event.ref.sdk !== undefined) era.sdk[event.ref.role] ??= event.ref.sdk;
    if (event.ref.role === 'server' && event.ref.perRequest === true) era.perRequest = true;
  }
  /** Per link: the ids of the open initialize and server/discover requests. */
  const pending = new Map<string, { initialize?: JsonRpcMessage['id']; discover?: JsonRpcMessage['id'] }>();
  for (const event of wireMessages(events)) readMessage(eraOf(event.link), event, pending);
  return eras;
}

/** The era of one connection. */
export function connectionEra(events: readonly TraceEvent[], link: string): ConnectionEra {
  return connectionEras(events).get(link) ?? unknownEra(link);
}

function readMessage(
  era: ConnectionEra,
  { link, message }: JsonRpcEvent,
  pending: Map<string, { initialize?: JsonRpcMessage['id']; discover?: JsonRpcMessage['id'] }>,
): void {
  const open = pending.get(link) ?? {};
  pending.set(link, open);
  if (message.method === 'initialize' && message.id !== undefined) {
    era.era = 'legacy';
    open.initialize = message.id;
    era.protocolVersion = stringOr(
      (message.params as { protocolVersion?: unknown } | undefined)?.protocolVersion,
      era.protocolVersion,
    );
    return;
  }
  if (message.method === 'server/discover' && message.id !== undefined) {
    era.discovered = true;
    open.discover = message.id;
    return;
  }
  if (message.method !== undefined) {
    // A request or notification in the modern envelope; after an initialize, the era stays legacy.
    const version = metaEnvelope(message)?.protocolVersion;
    if (version !== undefined && era.era !== 'legacy') {
      era.era = 'modern';
      era.protocolVersion = version;
    }
    return;
  }
  if (message.id === undefined) return;
  if (message.id === open.initialize) {
    open.initialize = undefined;
    era.protocolVersion = stringOr(
      (message.result as { protocolVersion?: unknown } | undefined)?.protocolVersion,
      era.protocolVersion,
    );
  } else if (message.id === open.discover) {
    open.discover = undefined;
    const result = message.result as { supportedVersions?: unknown } | undefined;
    if (!result) return;
    if (Array.isArray(result.supportedVersions))
      era.supportedVersions = result.supportedVersions.filter((v): v is string => typeof v === 'string');
    if (era.era === undefined) {
      // An answered probe is the modern era's opening; its version is the one the probe asked for
      // until the next request says which one the client chose.
      era.era = 'modern';
      era.protocolVersion ??= era.supportedVersions?.[0];
    }
  }
}

/** The `_meta` of a request, notification or result, read for what the modern era puts there. */
export interface MetaEnvelope {
  protocolVersion?: string;
  clientInfo?: { name?: string; version?: string };
  /** Present (possibly empty) when the message declared the client's capabilities. */
  clientCapabilities?: Record<string, unknown>;
  serverInfo?: { name?: string; version?: string };
  /** On a notification delivered on a `subscriptions/listen` stream: that stream's id. */
  subscriptionId?: string | number;
  /** The whole `_meta` object, every key included. */
  meta: Record<string, unknown>;
}

/** The message's `_meta` (in params, or in a result), or undefined when it has none. */
export function metaEnvelope(message: JsonRpcMessage): MetaEnvelope | undefined {
  const holder = (message.method !== undefined ? message.params : message.result) as { _meta?: unknown } | undefined;
  const meta = holder?._meta;
  if (!meta || typeof meta !== 'object' || Array.isArray(meta)) return undefined;
  const record = meta as Record<string, unknown>;
  const info = (value: unknown) =>
    value && typeof value === 'object' ? (value as { name?: string; version?: string }) : undefined;
  const capabilities = record[META_KEYS.clientCapabilities];
  const subscription = record[META_KEYS.subscriptionId];
  return {
    protocolVersion: stringOr(record[META_KEYS.protocolVersion], undefined),
    clientInfo: info(record[META_KEYS.clientInfo]),
    clientCapabilities:
      capabilities && typeof capabilities === 'object' ? (capabilities as Record<string, unknown>) : undefined,
    serverInfo: info(record[META_KEYS.serverInfo]),
    subscriptionId: typeof subscription === 'string' || typeof subscription === 'number' ? subscription : undefined,
    meta: record,
  };
}

/** A result's `resultType` (2026-07-28: "complete", "input_required"), when it has one. */
export function resultTypeOf(message: JsonRpcMessage): string | undefined {
  const type = (message.result as { resultType?: unknown } | undefined)?.resultType;
  return typeof type === 'string' ? type : undefined;
}

function stringOr(value: unknown, fallback: string | undefined): string | undefined {
  return typeof value === 'string' ? value : fallback;
}

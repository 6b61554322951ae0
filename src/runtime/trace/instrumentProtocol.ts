import { activeRecorder } from './activeRecorder';
import type { InstanceRef, JsonRpcMessage, SdkGeneration, TransportKind } from './events';
import { snapshot } from './recorder';

// Every Client and Server connects through Protocol.connect, whatever transport the learner picks.
// Wrapping that one method traces every JSON-RPC message with no change to the learner's code.
// Both SDK generations are traced this way (SDK v2's client and server packages each carry a
// Protocol class of their own); each pack says which classes are which, so this file imports no SDK.

/** The SDK classes one Protocol class is traced with. Classes, not names: minified builds rename them. */
export interface TracedSdk {
  generation: SdkGeneration;
  Protocol: { prototype: { connect(transport: TracedTransport): Promise<void> } };
  Client: abstract new (...args: never[]) => object;
  inMemory: ReadonlyArray<abstract new (...args: never[]) => object>;
  http: ReadonlyArray<abstract new (...args: never[]) => object>;
}

/** The part of an SDK Transport (either generation) that tracing touches. */
export interface TracedTransport {
  send(message: unknown, options?: unknown): Promise<void>;
  onmessage?: (message: never, extra?: never) => void;
  onclose?: () => void;
}

const TRANSPORT_KIND = Symbol.for('mcp-tour.transportKind');
const linkIds = new WeakMap<object, string>();
const instanceRefs = new WeakMap<object, InstanceRef>();
const hostOfClient = new WeakMap<object, string>();

/** Says that a Host created this client, so the views know the host even if it never reached its model. */
export function markHostClient(client: object, host: string): void {
  hostOfClient.set(client, host);
}

/** The traced identity of a connected Client or Server, if it connected during this run. */
export function instanceOf(protocol: object): InstanceRef | undefined {
  return instanceRefs.get(protocol);
}
/** Lets tour transports (simulated stdio, in-page HTTP) say what they are. */
export function markTransportKind(transport: object, kind: TransportKind): void {
  Object.defineProperty(transport, TRANSPORT_KIND, { value: kind, configurable: true });
}

/** Both ends of a link get one id; a tour transport may pass its peer explicitly. */
export function linkTransports(a: object, b: object, id: string): void {
  linkIds.set(a, id);
  linkIds.set(b, id);
}

const traced = new WeakSet<object>();

export function installProtocolTracing(sdk: TracedSdk): void {
  const prototype = sdk.Protocol.prototype;
  if (traced.has(prototype)) return;
  traced.add(prototype);
  const connect = prototype.connect;
  prototype.connect = function tracedConnect(this: object, transport: TracedTransport) {
    if (activeRecorder()) traceTransport(this, transport, sdk);
    return connect.call(this, transport);
  };
}

function traceTransport(protocol: object, transport: TracedTransport, sdk: TracedSdk): void {
  const recorder = activeRecorder()!;
  const role = protocol instanceof sdk.Client ? 'client' : 'server';
  const info = (role === 'client'
    ? (protocol as { _clientInfo?: { name?: string; version?: string } })._clientInfo
    : (protocol as { _serverInfo?: { name?: string; version?: string } })._serverInfo) ?? {};
  const host = hostOfClient.get(protocol);
  const ref: InstanceRef = { id: recorder.nextId(role), role, name: info.name ?? role, version: info.version, sdk: sdk.generation, ...(host !== undefined ? { host } : {}) };
  instanceRefs.set(protocol, ref);
  const kind = transportKind(transport, sdk);
  const link = linkId(transport, recorder.nextId.bind(recorder));
  const layer = role;
  recorder.emit({ kind: 'connect', layer, instance: ref.id, ref, transport: kind, link });

  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    activeRecorder()?.emit({ kind: 'jsonrpc', layer, instance: ref.id, direction: 'send', link, transport: kind, message: snapshot(message) as JsonRpcMessage });
    return send(message, options);
  };
  const previousOnMessage = transport.onmessage as ((message: unknown, extra?: unknown) => void) | undefined;
  transport.onmessage = ((message: unknown, extra?: unknown) => {
    activeRecorder()?.emit({ kind: 'jsonrpc', layer, instance: ref.id, direction: 'receive', link, transport: kind, message: snapshot(message) as JsonRpcMessage });
    previousOnMessage?.(message, extra);
  }) as TracedTransport['onmessage'];
  const previousOnClose = transport.onclose;
  let closed = false;
  transport.onclose = () => {
    // Closing one end of a pair also closes the other, which may report back: log it once.
    if (!closed) activeRecorder()?.emit({ kind: 'close', layer, instance: ref.id, link });
    closed = true;
    previousOnClose?.();
  };
}

function transportKind(transport: object, sdk: TracedSdk): TransportKind {
  const marked = (transport as Record<symbol, TransportKind | undefined>)[TRANSPORT_KIND];
  if (marked) return marked;
  if (sdk.inMemory.some((type) => transport instanceof type)) return 'in-memory';
  if (sdk.http.some((type) => transport instanceof type)) return 'http';
  return 'other';
}

function linkId(transport: object, next: (prefix: string) => string): string {
  const known = linkIds.get(transport);
  if (known) return known;
  // InMemoryTransport keeps its peer in _otherTransport: both ends of a pair share one link.
  const peer = (transport as unknown as { _otherTransport?: object })._otherTransport;
  const id = (peer && linkIds.get(peer)) || next('link');
  linkIds.set(transport, id);
  if (peer) linkIds.set(peer, id);
  return id;
}

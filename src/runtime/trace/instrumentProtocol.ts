import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Protocol } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { activeRecorder } from './activeRecorder';
import type { InstanceRef, JsonRpcMessage, TransportKind } from './events';
import { snapshot } from './recorder';

// Every Client and Server connects through Protocol.connect, whatever transport the learner picks.
// Wrapping that one method traces every JSON-RPC message with no change to the learner's code.

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
let installed = false;

/** Lets tour transports (simulated stdio, in-page HTTP) say what they are. */
export function markTransportKind(transport: object, kind: TransportKind): void {
  Object.defineProperty(transport, TRANSPORT_KIND, { value: kind, configurable: true });
}

/** Both ends of a link get one id; a tour transport may pass its peer explicitly. */
export function linkTransports(a: object, b: object, id: string): void {
  linkIds.set(a, id);
  linkIds.set(b, id);
}

export function installProtocolTracing(): void {
  if (installed) return;
  installed = true;
  const connect = Protocol.prototype.connect;
  Protocol.prototype.connect = function tracedConnect(this: Protocol<never, never, never>, transport: Transport) {
    const recorder = activeRecorder();
    if (recorder) traceTransport(this, transport);
    return connect.call(this, transport);
  };
}

function traceTransport(protocol: object, transport: Transport): void {
  const recorder = activeRecorder()!;
  const role = protocol instanceof Client ? 'client' : 'server';
  const info = (role === 'client'
    ? (protocol as { _clientInfo?: { name?: string; version?: string } })._clientInfo
    : (protocol as { _serverInfo?: { name?: string; version?: string } })._serverInfo) ?? {};
  const host = hostOfClient.get(protocol);
  const ref: InstanceRef = { id: recorder.nextId(role), role, name: info.name ?? role, version: info.version, ...(host !== undefined ? { host } : {}) };
  instanceRefs.set(protocol, ref);
  const kind = transportKind(transport);
  const link = linkId(transport, recorder.nextId.bind(recorder));
  const layer = role;
  recorder.emit({ kind: 'connect', layer, instance: ref.id, ref, transport: kind, link });

  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    activeRecorder()?.emit({ kind: 'jsonrpc', layer, instance: ref.id, direction: 'send', link, transport: kind, message: snapshot(message) as JsonRpcMessage });
    return send(message, options);
  };
  const previousOnMessage = transport.onmessage;
  transport.onmessage = (message, extra) => {
    activeRecorder()?.emit({ kind: 'jsonrpc', layer, instance: ref.id, direction: 'receive', link, transport: kind, message: snapshot(message) as JsonRpcMessage });
    previousOnMessage?.(message, extra);
  };
  const previousOnClose = transport.onclose;
  let closed = false;
  transport.onclose = () => {
    // Closing one end of a pair also closes the other, which may report back: log it once.
    if (!closed) activeRecorder()?.emit({ kind: 'close', layer, instance: ref.id, link });
    closed = true;
    previousOnClose?.();
  };
}

function transportKind(transport: Transport): TransportKind {
  const marked = (transport as unknown as Record<symbol, TransportKind | undefined>)[TRANSPORT_KIND];
  if (marked) return marked;
  // instanceof, not constructor names: minified builds rename classes.
  if (transport instanceof InMemoryTransport) return 'in-memory';
  if (transport instanceof StreamableHTTPClientTransport || transport instanceof WebStandardStreamableHTTPServerTransport) return 'http';
  return 'other';
}

function linkId(transport: Transport, next: (prefix: string) => string): string {
  const known = linkIds.get(transport);
  if (known) return known;
  // InMemoryTransport keeps its peer in _otherTransport: both ends of a pair share one link.
  const peer = (transport as unknown as { _otherTransport?: object })._otherTransport;
  const id = (peer && linkIds.get(peer)) || next('link');
  linkIds.set(transport, id);
  if (peer) linkIds.set(peer, id);
  return id;
}

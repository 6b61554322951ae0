import { activeRecorder } from './activeRecorder';
import { traceAuthFetches } from './authFetches';
import type { InstanceRef, JsonRpcMessage, SdkGeneration, TransportKind } from './events';
import { perRequestConnection, rememberClientMessage } from './perRequestServers';
import { snapshot } from './recorder';

// Every Client and Server connects through Protocol.connect, whatever transport the learner picks.
// Wrapping that one method traces every JSON-RPC message with no change to the learner's code.
// Both SDK generations are traced this way (SDK v2's client and server packages each carry a
// Protocol class of their own); each pack says which classes are which, so this file imports no SDK.
// A v2 Client also wraps connect: in `auto` mode it sends `server/discover` on the bare transport
// before Protocol.connect runs, and that probe belongs in the trace too.

/** The SDK classes one Protocol class is traced with. Classes, not names: minified builds rename them. */
export interface TracedSdk {
  generation: SdkGeneration;
  Protocol: Connectable;
  Client: (abstract new (...args: never[]) => object) & Connectable;
  inMemory: ReadonlyArray<abstract new (...args: never[]) => object>;
  http: ReadonlyArray<abstract new (...args: never[]) => object>;
}

interface Connectable {
  prototype: { connect(transport: TracedTransport, ...rest: unknown[]): Promise<void> };
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
const tracedTransports = new WeakSet<object>();
/** A traced client's transport: who sends on it, so a probe sibling of it can speak as that client. */
const clientOfTransport = new WeakMap<object, { ref: InstanceRef; sdk: TracedSdk }>();

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

const wrapped = new WeakSet<object>();

export function installProtocolTracing(sdk: TracedSdk): void {
  for (const { prototype } of [sdk.Protocol, sdk.Client]) {
    if (wrapped.has(prototype)) continue;
    wrapped.add(prototype);
    const connect = prototype.connect;
    prototype.connect = dressedAs(connect, function (this: object, transport: TracedTransport, ...rest: unknown[]) {
      if (activeRecorder() && transport && !tracedTransports.has(transport)) traceTransport(this, transport, sdk);
      return connect.call(this, transport, ...rest);
    });
  }
}

const AsyncFunction = (async () => {}).constructor;

/**
 * A wrapper that prints as the function it replaces: a learner who logs `Client.prototype.connect`
 * sees `[AsyncFunction: connect]`, as under node, not a minified wrapper. An async original gets an
 * async wrapper (`return await` costs it no more turns than the original's own promise).
 */
function dressedAs<F extends (...args: never[]) => unknown>(original: F, body: F): F {
  const wrapper =
    original instanceof AsyncFunction
      ? async function (this: unknown, ...args: Parameters<F>) {
          return await body.apply(this, args);
        }
      : function (this: unknown, ...args: Parameters<F>) {
          return body.apply(this, args);
        };
  Object.defineProperty(wrapper, 'name', { value: original.name, configurable: true });
  Object.defineProperty(wrapper, 'length', { value: original.length, configurable: true });
  return wrapper as unknown as F;
}

function traceTransport(protocol: object, transport: TracedTransport, sdk: TracedSdk): void {
  tracedTransports.add(transport);
  const recorder = activeRecorder()!;
  const role = protocol instanceof sdk.Client ? 'client' : 'server';
  const kind = transportKind(transport, sdk);
  const shared = role === 'server' ? perRequestConnection(protocol, recorder) : undefined;
  let ref: InstanceRef;
  let link: string;
  if (shared) {
    // One of the fresh servers a v2 handler makes per request: traced as the one server instance
    // that serves this client connection, announced once.
    ({ ref, link } = shared);
    linkIds.set(transport, link);
    if (shared.first) recorder.emit({ kind: 'connect', layer: 'server', instance: ref.id, ref, transport: kind, link });
  } else {
    const info =
      (role === 'client'
        ? (protocol as { _clientInfo?: { name?: string; version?: string } })._clientInfo
        : (protocol as { _serverInfo?: { name?: string; version?: string } })._serverInfo) ?? {};
    const host = hostOfClient.get(protocol);
    ref = {
      id: recorder.nextId(role),
      role,
      name: info.name ?? role,
      version: info.version,
      sdk: sdk.generation,
      ...(host !== undefined ? { host } : {}),
    };
    link = linkId(transport, recorder.nextId.bind(recorder));
    recorder.emit({ kind: 'connect', layer: role, instance: ref.id, ref, transport: kind, link });
  }
  instanceRefs.set(protocol, ref);
  if (role === 'client') {
    clientOfTransport.set(transport, { ref, sdk });
    traceAuthFetches(transport, { link, instance: ref.id });
  }
  traceMessages(transport, role, ref, link, kind);
  const previousOnClose = transport.onclose;
  let closed = false;
  transport.onclose = () => {
    // Closing one end of a pair also closes the other, which may report back: log it once. A
    // per-request server closing after its one request is not the connection closing.
    if (!closed && !shared) activeRecorder()?.emit({ kind: 'close', layer: role, instance: ref.id, link });
    closed = true;
    previousOnClose?.();
  };
}

function traceMessages(
  transport: TracedTransport,
  role: 'client' | 'server',
  ref: InstanceRef,
  link: string,
  kind: TransportKind,
): void {
  const recorder = activeRecorder()!;
  const send = transport.send.bind(transport);
  transport.send = dressedAs(transport.send, (message: unknown, options?: unknown) => {
    activeRecorder()?.emit({
      kind: 'jsonrpc',
      layer: role,
      instance: ref.id,
      direction: 'send',
      link,
      transport: kind,
      message: snapshot(message) as JsonRpcMessage,
    });
    if (role === 'client') rememberClientMessage(message, link, recorder);
    return send(message, options);
  });
  traceIncoming(transport, (message) =>
    activeRecorder()?.emit({
      kind: 'jsonrpc',
      layer: role,
      instance: ref.id,
      direction: 'receive',
      link,
      transport: kind,
      message: snapshot(message) as JsonRpcMessage,
    }),
  );
}

/**
 * SDK v2's client in `auto` mode probes a stdio server on a throwaway copy of its transport (a
 * sibling process) before it starts the one it keeps. A tour transport made as such a sibling calls
 * this, so the probe's messages are the probing client's, on the sibling's own link.
 */
export function traceProbeSibling(sibling: TracedTransport, original: object): void {
  const client = clientOfTransport.get(original);
  if (!client || !activeRecorder() || tracedTransports.has(sibling)) return;
  tracedTransports.add(sibling);
  const link = linkId(sibling, activeRecorder()!.nextId.bind(activeRecorder()));
  traceMessages(sibling, 'client', client.ref, link, transportKind(sibling, client.sdk));
}

/**
 * Logs each message the transport delivers, once, whoever sets `onmessage` later: a v2 client's
 * probe sets its own handler and then hands the transport to Protocol.connect, which chains the
 * handler it finds; a learner may chain one of their own. The property becomes an accessor, and
 * each handler set is wrapped. Logged is what the transport delivers: a call to the handler set
 * last (the one the transport finds on the property). A call to a handler set before it, made
 * while a delivery is under way, is that later handler passing the message on (as it is, a copy,
 * or anything else), not a new message. Nothing here depends on the message's identity.
 */
function traceIncoming(transport: TracedTransport, log: (message: unknown) => void): void {
  type Handler = (message: unknown, extra?: unknown) => unknown;
  let current: Handler | undefined;
  let delivering = 0;
  const wrap = (handler: Handler | undefined): Handler | undefined => {
    if (!handler) return undefined;
    const wrapper: Handler = (message, extra) => {
      const passedOn = delivering > 0 && wrapper !== current;
      if (!passedOn) log(message);
      delivering++;
      try {
        return handler(message, extra);
      } finally {
        delivering--;
      }
    };
    return wrapper;
  };
  current = wrap(transport.onmessage as Handler | undefined);
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (next: Handler | undefined) => {
      current = wrap(next);
    },
  });
}

function transportKind(transport: object, sdk: TracedSdk): TransportKind {
  const kindOf = (candidate?: object) =>
    (candidate as Record<symbol, TransportKind | undefined> | undefined)?.[TRANSPORT_KIND];
  const marked = kindOf(transport) ?? kindOf(peerOf(transport));
  if (marked) return marked;
  if (sdk.inMemory.some((type) => transport instanceof type)) return 'in-memory';
  if (sdk.http.some((type) => transport instanceof type)) return 'http';
  return 'other';
}

function linkId(transport: object, next: (prefix: string) => string): string {
  const known = linkIds.get(transport);
  if (known) return known;
  const peer = peerOf(transport);
  const id = (peer && linkIds.get(peer)) || next('link');
  linkIds.set(transport, id);
  if (peer) linkIds.set(peer, id);
  return id;
}

/**
 * The transport at the other end, or under this one: InMemoryTransport keeps its pair's other end in
 * _otherTransport (both share one link); SDK v2's serveStdio connects each server to a channel over
 * the stdio transport it was given, kept in _wire (a simulated process's stdio, already linked).
 */
function peerOf(transport: object): object | undefined {
  const fields = transport as { _otherTransport?: object; _wire?: object };
  return fields._otherTransport ?? fields._wire;
}

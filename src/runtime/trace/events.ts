// The one event log of a run. Every panel and every lesson check is a view over these events,
// so they must be plain, structured-cloneable data (they cross the Worker boundary).

export type Layer = 'host' | 'client' | 'transport' | 'server' | 'api' | 'llm' | 'runtime';

export type TransportKind = 'in-memory' | 'stdio' | 'http' | 'other';

/** A Client or Server instance seen during the run: two servers with the same name are two instances. */
export interface InstanceRef {
  /** Unique within a run, for example "server#2". */
  id: string;
  role: 'client' | 'server';
  /** clientInfo.name / serverInfo.name as the learner wrote it. */
  name: string;
  version?: string;
}

interface EventBase {
  seq: number;
  /** Milliseconds since the run started. */
  t: number;
  layer: Layer;
  /** InstanceRef.id of the client or server the event belongs to, when there is one. */
  instance?: string;
}

export interface ConnectEvent extends EventBase {
  kind: 'connect';
  ref: InstanceRef;
  transport: TransportKind;
  /** Both ends of one link share this id (for example both sides of an InMemoryTransport pair). */
  link: string;
}

export interface JsonRpcEvent extends EventBase {
  kind: 'jsonrpc';
  direction: 'send' | 'receive';
  link: string;
  transport: TransportKind;
  /** A snapshot of the JSON-RPC message as it crossed the transport. */
  message: JsonRpcMessage;
}

export interface CloseEvent extends EventBase {
  kind: 'close';
  link: string;
}

export interface ConsoleEvent extends EventBase {
  kind: 'console';
  level: 'log' | 'info' | 'warn' | 'error' | 'debug';
  text: string;
}

export interface ErrorEvent extends EventBase {
  kind: 'error';
  error: RunError;
}

export type TraceEvent = ConnectEvent | JsonRpcEvent | CloseEvent | ConsoleEvent | ErrorEvent;

/** Distributive Omit, so each member of the union keeps its own fields. */
export type NewTraceEvent = TraceEvent extends infer E ? (E extends TraceEvent ? Omit<E, 'seq' | 't'> : never) : never;

export interface JsonRpcMessage {
  jsonrpc: '2.0';
  id?: string | number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export type RunErrorKind = 'syntax' | 'runtime' | 'unhandled-rejection' | 'import' | 'timeout' | 'stopped' | 'internal';

export interface RunError {
  kind: RunErrorKind;
  message: string;
  /** Position in the learner's own source, 1-based, when known. */
  line?: number;
  column?: number;
  /** The error's class name, for example "TypeError" or "AssertionError". */
  name?: string;
}

export type RunStatus = 'ok' | 'error' | 'timeout' | 'stopped';

/** What a finished run leaves behind: the trace plus how it ended. */
export interface RunRecord {
  status: RunStatus;
  events: TraceEvent[];
  durationMs: number;
  /** The error that ended the run, if any (also present in events as an ErrorEvent). */
  error?: RunError;
}

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
  /** For a client that an mcp-tour Host created: that host's id (as in its llm events). */
  host?: string;
  /** Which SDK generation made it: 1 (@modelcontextprotocol/sdk 1.x) or 2 (@modelcontextprotocol/server, /client). */
  sdk?: SdkGeneration;
  /** A v2 server built afresh for each HTTP request (createMcpHandler): all of them, for one client connection, traced as this one instance. */
  perRequest?: boolean;
}

export type SdkGeneration = 1 | 2;

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
  /** What Node prints: objects nested deeper than two levels show as [Object] and [Array]. */
  text: string;
  /** Only when `text` hides nested objects: the same values printed to full depth, for the Console's Expand. */
  fullText?: string;
}

export interface ErrorEvent extends EventBase {
  kind: 'error';
  error: RunError;
}

/**
 * An exception in a server's own code (its factory or a request handler) that the SDK caught and
 * answered for itself, with an HTTP 500 or a JSON-RPC error: the program printed nothing, so
 * without this the cause would be lost. Reported by SDK v2's createMcpHandler through `onerror`.
 */
export interface ServerErrorEvent extends EventBase {
  kind: 'server-error';
  /** The server's name as its code gave it, or "createMcpHandler" when no server got built. */
  server: string;
  /** What was thrown, at the learner's line when the learner's code threw it. */
  error: RunError;
}

/** The host (mcp-tour/host) or the simulated stdio transport starting a server process. */
export interface SpawnEvent extends EventBase {
  kind: 'spawn';
  link: string;
  command: string;
  args: string[];
  /** The child's environment as passed. Views mask values; the model never sees them. */
  env: Record<string, string>;
}

/** One newline-delimited line on a simulated stdio pipe, byte for byte (trailing "\n" included). */
export interface StdioEvent extends EventBase {
  kind: 'stdio';
  link: string;
  stream: 'stdin' | 'stdout' | 'stderr';
  text: string;
}

/** One HTTP request or response on an in-page Streamable HTTP link. */
export interface HttpEvent extends EventBase {
  kind: 'http';
  link: string;
  /** Pairs a request with its response. */
  exchange: string;
  direction: 'request' | 'response';
  method: string;
  url: string;
  headers: Record<string, string>;
  status?: number;
  /** Request body, or the response body as text (SSE streams as their raw event text). */
  body?: string;
  /**
   * On a response: the client closed its event stream before the server ended it (it aborted the
   * request). The body is what had arrived by then.
   */
  closedByClient?: true;
  /**
   * Made by the client's authorization flow (OAuth metadata discovery, registration, token), not
   * an MCP message: on the client's link, since that client made it. Its body may carry an
   * authorization code, a verifier or a token: views mask them.
   */
  auth?: true;
}

/** A server's tool handler starting or finishing (schema-rejected calls never start). */
export interface ToolHandlerEvent extends EventBase {
  kind: 'tool-handler';
  phase: 'start' | 'end';
  tool: string;
  arguments?: unknown;
  isError?: boolean;
}

/**
 * A call that reached the simulated downstream API (mcp-tour/api). When a server's tool handler
 * made it, `instance` is that server instance and `handler` the seq of that handler's start event
 * (decided as the request was made: trace/handlerScope.ts); both are absent for a request the
 * program made outside any handler.
 */
export interface ApiCallEvent extends EventBase {
  kind: 'api-call';
  /** The seq of the tool-handler start event of the handler that made this request. */
  handler?: number;
  /** The API instance, for example "tracker-a". */
  api: string;
  method: string;
  path: string;
  status: number;
  /** Why the API refused, if it did. */
  refusal?: string;
  /**
   * The credentials the request presented: the Authorization and PRIVATE-TOKEN headers and
   * credential-like query parameters (named "?access_token"), masked ("Bearer glpa••••••1b"). The
   * value itself never enters the trace; views show where it went.
   */
  credentials?: { name: string; masked: string }[];
}

/** A simulated downstream API (mcp-tour/api) created by the program: the chain shows its stop. */
export interface ApiOpenEvent extends EventBase {
  kind: 'api-open';
  api: string;
  baseUrl: string;
}

/** The host deciding whether a tool call may go to a server. */
export interface PolicyEvent extends EventBase {
  kind: 'policy';
  decision: 'allow' | 'deny';
  /** The tool name as the model saw it, and the server it maps to. */
  tool: string;
  server?: string;
  reason: string;
}

/** One addition to what the model receives. Together these are the model's whole context. */
export type LlmContextEntry =
  | { type: 'system'; text: string }
  | { type: 'user'; text: string }
  | { type: 'tools'; tools: { name: string; description?: string; input_schema: unknown }[] }
  | { type: 'tool-call'; id: string; name: string; arguments: unknown }
  | { type: 'tool-result'; id: string; name: string; content: unknown; isError?: boolean }
  | { type: 'assistant'; text: string };

export interface LlmContextEvent extends EventBase {
  kind: 'llm';
  /** The host instance whose model context this is. */
  host: string;
  entry: LlmContextEntry;
  /** On a tool-call entry: the program scripted this call (host.ask's `call` option); the model did not choose it. */
  scripted?: true;
}

/** A value marked secret (mcp-tour/secrets) seen somewhere it must never be. */
export interface SecretLeakEvent extends EventBase {
  kind: 'secret-leak';
  label: string;
  where: 'llm-context' | 'console' | 'url' | 'log' | 'command-line';
  /** The event in which the secret appeared. */
  inEvent: number;
  /**
   * The spellings of the secret found there (as written, percent-encoded, JSON-escaped), so a view
   * showing that event can mask them. The event already holds them in the clear.
   */
  appearedAs?: string[];
}

/**
 * A value marked secret (mcp-tour/secrets), as the run's first use of `secret()` for it records it:
 * its spellings (as written, percent-encoded, JSON-escaped), so every view masks it wherever it
 * shows up (a header of any name, a body, a URL). Not a leak: a token sent as a credential is fine.
 */
export interface SecretMarkedEvent extends EventBase {
  kind: 'secret-marked';
  label: string;
  forms: string[];
}

/** One test of an acceptance suite (mcp-tour/acceptance) starting or finishing. */
export interface TestEvent extends EventBase {
  kind: 'test';
  phase: 'start' | 'end';
  /** Outermost test first, e.g. ["acceptance: gitlab-mcp 1.4.0", "state after failure"]. */
  path: string[];
  /** On 'end': whether the test and all its subtests passed. */
  status?: 'pass' | 'fail';
  /** On a failing 'end': what the test threw. */
  error?: { name: string; code?: string; message: string };
}

/**
 * The last event of every run: how it ended. The runner writes it (never the program), so a run's
 * events are its whole record, and a view or a replay needs nothing else.
 */
export interface EndEvent extends EventBase {
  kind: 'end';
  status: RunStatus;
  /** From the program's start to its end, in milliseconds. */
  durationMs: number;
  /** The error that ended the run, if any (also logged before this as an ErrorEvent). */
  error?: RunError;
}

export type TraceEvent =
  | EndEvent
  | ConnectEvent
  | JsonRpcEvent
  | CloseEvent
  | ConsoleEvent
  | ErrorEvent
  | ServerErrorEvent
  | SpawnEvent
  | StdioEvent
  | HttpEvent
  | ToolHandlerEvent
  | ApiCallEvent
  | ApiOpenEvent
  | PolicyEvent
  | LlmContextEvent
  | SecretLeakEvent
  | SecretMarkedEvent
  | TestEvent;

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

/** `crashed`: the sandbox died under the program (out of memory, most likely). */
export type RunErrorKind =
  | 'syntax'
  | 'runtime'
  | 'unhandled-rejection'
  | 'import'
  | 'timeout'
  | 'stopped'
  | 'crashed'
  | 'internal';

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

/** What a finished run leaves behind: the trace (ending with its EndEvent) plus, for convenience, how it ended. */
export interface RunRecord {
  status: RunStatus;
  events: TraceEvent[];
  durationMs: number;
  /** The error that ended the run, if any (also present in events as an ErrorEvent). */
  error?: RunError;
}

import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';

/**
 * A tool as a model API request carries it (the Anthropic Messages API shape): a name, a
 * description and a JSON Schema for the input. That is all the model learns about a tool; an MCP
 * tool's title, annotations, outputSchema and execution stay with the host.
 */
export interface ModelTool {
  name: string;
  description?: string;
  input_schema: Tool['inputSchema'];
}

/** Where a model-visible tool name leads: the server (as named in `host.connect`) and that server's own tool name. */
export interface ToolRoute {
  server: string;
  tool: string;
}

/** A tool a server listed, before the host decides whether the model may see it. */
export interface DiscoveredTool {
  /** The name the model would see (prefixed with the server name when `toolNames` is 'prefixed'). */
  name: string;
  /** The server that listed it, as named in `host.connect`. */
  server: string;
  /** The description that would go into the model's context, word for word. */
  description?: string;
  /** The tool exactly as tools/list returned it. */
  definition: Tool;
}

/** A tool call the model asked for, as the host's policy sees it. */
export interface CallRequest {
  /** The tool name as the model used it. */
  name: string;
  /** The server the name routes to. */
  server: string;
  /** That server's own name for the tool. */
  tool: string;
  /** The arguments the model chose (a copy: changing it changes nothing). */
  arguments: Record<string, unknown>;
}

/**
 * What the host lets the model see and call. Every check runs in the host, before anything
 * reaches a client: a refused call never goes on the wire.
 */
export interface HostPolicy {
  /**
   * Model-visible tool names that may be called. When present, a call to any other tool is
   * refused. The model still sees every tool (discovery is not permission); to hide a tool
   * from the model as well, refuse it in `admitTool`.
   */
  allow?: readonly string[];
  /**
   * Asked for every call that passed the allowlist, with the exact arguments: the place for a
   * human in the loop. Return false to refuse the call.
   */
  approve?: (call: CallRequest) => boolean | Promise<boolean>;
  /**
   * Asked for every tool each time the host lists tools (before every turn). Return false to keep
   * the tool — and its description — out of the model's context. The host keeps no memory of
   * earlier answers: remembering what you approved before is up to you.
   */
  admitTool?: (tool: DiscoveredTool) => boolean | Promise<boolean>;
}

/** A tool entry of a tools/list result: the part of it the host reads. */
export interface ListedTool {
  name: string;
  description?: string;
  inputSchema: object;
}

/**
 * What the host needs of an MCP client. SDK 1.x's `Client` (the default) and SDK v2's `Client`
 * from `@modelcontextprotocol/client` both have it.
 */
export interface HostClient {
  connect(transport: never): Promise<void>;
  listTools(params?: { cursor?: string }): Promise<{ tools: ListedTool[]; nextCursor?: string }>;
  callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<unknown>;
  close(): Promise<void>;
}

/** The clientInfo the host gives each client it creates: its own name and version. */
export interface ClientInfo {
  name: string;
  version: string;
}

/** Makes the client for one connection, from the clientInfo the host chose (see `HostOptions.client`). */
export type ClientFactory<C extends HostClient = HostClient> = (info: ClientInfo) => C;

export interface HostOptions<C extends HostClient = Client> {
  /** The host's name; each Client it creates introduces itself with it (clientInfo.name). */
  name: string;
  /** Sent as clientInfo.version. Default '1.0.0'. */
  version?: string;
  /**
   * Makes the client for each `host.connect`, given the clientInfo the host chose. Default: SDK
   * 1.x's `new Client(info)` (protocol 2025-11-25). Pass a factory to connect with SDK v2's client
   * instead, in the era you choose:
   *
   * ```ts
   * import { Client } from '@modelcontextprotocol/client';
   * const host = new Host({
   *   name: 'tour-host',
   *   client: (info) => new Client(info, { versionNegotiation: { mode: 'auto' } }),
   * });
   * ```
   *
   * `host.connect` then returns that client, typed as the factory's result. The host calls only
   * `connect`, `listTools`, `callTool` and `close` on it.
   */
  client?: ClientFactory<C>;
  /** The system prompt: the first entry of the model's context. */
  system?: string;
  policy?: HostPolicy;
  /**
   * How servers' tool names become the model's tool names. 'as-is' (default) keeps them, and
   * refuses to build a tool list in which two servers expose the same name. 'prefixed' names each
   * tool `${server}__${tool}`, so identical names from different servers stay apart.
   */
  toolNames?: 'as-is' | 'prefixed';
}

/** A tool call to make instead of letting the simulated model choose one. */
export interface ScriptedCall {
  /** A model-visible tool name (see `host.modelTools`). */
  name: string;
  arguments?: Record<string, unknown>;
}

export interface AskOptions {
  /** Skip the simulated model's choice and make exactly this call (the policy still applies). */
  call?: ScriptedCall;
}

/** How well one tool matched a message: the message words found in its name or description. */
export interface ToolScore {
  name: string;
  score: number;
  matched: string[];
}

/** One tool call of a turn, from the model's request to the host's decision and the result. */
export interface TurnToolCall {
  /** The id tying the tool-call and tool-result context entries together. */
  id: string;
  /** The tool name the model used. */
  name: string;
  arguments: Record<string, unknown>;
  /** Where the name routes; absent when the model used a name the host never offered. */
  route?: ToolRoute;
  decision: 'allow' | 'deny';
  /** Why the host allowed or refused the call. */
  reason: string;
  /** The server's CallToolResult, when the call went out and came back. */
  result?: CallToolResult;
  /** A protocol or transport error, when the call went out and failed. */
  error?: string;
}

/** The outcome of `host.ask`: what the simulated model did and why. */
export interface Turn {
  message: string;
  /** The simulated model's reasoning, one sentence per step. Not part of its context. */
  reasoning: string[];
  /** Every tool's match with the message, best first (empty for a scripted call). */
  scores: ToolScore[];
  /** The calls the model asked for: none or one. */
  toolCalls: TurnToolCall[];
  /** The model's final text, also the last context entry. */
  answer: string;
  /** True when the host's policy refused the model's call. */
  refused: boolean;
}

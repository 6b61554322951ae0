import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { LlmContextEntry } from '../../trace/events';
import { snapshot } from '../../trace/recorder';
import { decideCall } from './host/callPolicy';
import { HostTrace } from './host/hostTrace';
import { answerFromResult, answerToFailure, answerToRefusal, decide } from './host/simulatedModel';
import { buildCatalog, toModelTool, type ToolCatalog } from './host/toolCatalog';
import type { AskOptions, HostClient, HostOptions, ModelTool, ToolRoute, Turn, TurnToolCall } from './host/types';

// mcp-tour/host: the HOST role of MCP, made concrete. The host is the application: it owns the
// model, owns one Client per server, decides what the model sees and what it may call.

export { toModelTool };
export type {
  AskOptions,
  CallRequest,
  ClientFactory,
  ClientInfo,
  DiscoveredTool,
  HostClient,
  HostOptions,
  HostPolicy,
  ModelTool,
  ScriptedCall,
  ToolRoute,
  ToolScore,
  ListedTool,
  Turn,
  TurnToolCall,
} from './host/types';
export type { LlmContextEntry };

const SERVER_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * An MCP host with a simulated model. It creates and owns one `Client` per server, merges
 * their tools into the list the model receives, applies its call policy before anything reaches a
 * client, and records the model's whole context — the only thing the model ever sees.
 *
 * The model is simulated and deterministic: it picks the tool whose name and description share
 * the most words with the user's message, fills arguments from the message using the tool's input
 * schema, and explains itself in `turn.reasoning`. No network, no real LLM.
 *
 * The host creates SDK 1.x clients (`@modelcontextprotocol/sdk`, protocol 2025-11-25) unless its
 * options name another client: give `client: (info) => new Client(info, …)` with the `Client` of
 * `@modelcontextprotocol/client` (SDK v2) to connect in the 2026-07-28 era or either one. Whatever the
 * client, the model's context holds only what a model API request carries: the tools' names,
 * descriptions and input schemas, and each result's `content` (never its `_meta`, never a header).
 *
 * @example
 * const host = new Host({ name: 'tour-host', system: 'You help with issue trackers.' });
 * await host.connect('tracker', clientTransport);
 * const turn = await host.ask('Which issues are open in acme/web?');
 * console.log(turn.reasoning, turn.answer);
 *
 * @example
 * // SDK v2, modern era when the server offers it (a 2025-era server gets `initialize`).
 * import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
 * const host = new Host({ name: 'tour-host', client: (info) => new Client(info, { versionNegotiation: { mode: 'auto' } }) });
 * await host.connect('weather', new StreamableHTTPClientTransport(new URL('https://weather.example/mcp'), { fetch: link.fetch }));
 */
export class Host<C extends HostClient = Client> {
  /** The host's name; every Client it creates uses it as clientInfo.name. */
  readonly name: string;
  private readonly options: HostOptions<C>;
  private readonly clients = new Map<string, C>();
  private catalog: ToolCatalog = { tools: [], routes: new Map(), hidden: [] };
  private readonly entries: LlmContextEntry[] = [];
  private readonly trace: HostTrace;
  private toolsInContext = '[]';
  private calls = 0;
  private turnInProgress = false;

  constructor(options: HostOptions<C>) {
    if (!options || typeof options.name !== 'string' || options.name === '')
      throw new TypeError('new Host({ name }): the host needs a name.');
    if (options.client !== undefined && typeof options.client !== 'function') {
      throw new TypeError(
        'new Host({ client }): client must be a function that makes a client, for example (info) => new Client(info).',
      );
    }
    this.options = options;
    this.name = options.name;
    this.trace = new HostTrace(options.name);
  }

  /**
   * Creates a Client for one server, connects it over `transport` and returns it. The client is
   * SDK 1.x's `Client`, or what the `client` option makes; its `connect` runs the opening the
   * client speaks (the `initialize` handshake, or `server/discover` in the 2026-07-28 era).
   * `server` is the host's own name for that connection: it prefixes tool names when `toolNames`
   * is 'prefixed' and identifies the server in routes and policy decisions. The transport stays
   * with the client; nothing about it ever reaches the model.
   */
  async connect(server: string, transport: Parameters<C['connect']>[0]): Promise<C> {
    if (!SERVER_NAME.test(server))
      throw new TypeError(
        `host.connect("${server}", …): use letters, digits, "_" or "-" for a server name (it can become part of tool names).`,
      );
    if (this.clients.has(server))
      throw new Error(`host.connect: this host is already connected to a server named "${server}".`);
    const client = this.createClient();
    this.trace.claimClient(client);
    await client.connect(transport as never);
    this.clients.set(server, client);
    return client;
  }

  /**
   * Asks every connected server for its tools (tools/list, all pages), runs `policy.admitTool` on
   * each, and rebuilds `modelTools`. `ask` does this before every turn, so the model always sees
   * what the servers list right now. Throws when two servers' tools would share one model-visible
   * name (use `toolNames: 'prefixed'`).
   */
  async refreshTools(): Promise<ModelTool[]> {
    this.catalog = await buildCatalog(this.clients, this.options.toolNames ?? 'as-is', this.options.policy?.admitTool);
    for (const tool of this.catalog.hidden) {
      this.trace.policy('deny', tool.name, tool.server, "policy.admitTool kept this tool out of the model's tool list");
    }
    return this.modelTools;
  }

  /** The tool list as the model receives it (as of the last listing): name, description, input_schema. */
  get modelTools(): ModelTool[] {
    return snapshot(this.catalog.tools);
  }

  /** Which server, and which of its tools, a model-visible tool name leads to; undefined for a name the host never offered. */
  route(name: string): ToolRoute | undefined {
    const route = this.catalog.routes.get(name);
    return route && { ...route };
  }

  /** Everything the model has been given so far, in order: exactly what it saw, and nothing else. */
  get context(): LlmContextEntry[] {
    return snapshot(this.entries);
  }

  /**
   * One user turn. The host lists the tools, adds the system text (first turn), the tool list
   * (when it changed) and the user's message to the context; the model either calls one tool or
   * answers in text. A call passes the host's policy first — a refused call never reaches a
   * client, and the model gets a tool result saying so — then goes to the right client, and its
   * result goes back into the context before the model answers.
   *
   * Pass `{ call: { name, arguments } }` to script the model's tool call exactly.
   */
  async ask(message: string, options: AskOptions = {}): Promise<Turn> {
    if (typeof message !== 'string') throw new TypeError('host.ask(message): the message must be a string.');
    if (this.turnInProgress)
      throw new Error('host.ask: the previous turn has not finished. Await each ask before the next.');
    this.turnInProgress = true;
    try {
      return await this.turn(message, options);
    } finally {
      this.turnInProgress = false;
    }
  }

  /** Closes every client this host opened. */
  async close(): Promise<void> {
    const clients = [...this.clients.values()];
    this.clients.clear();
    for (const client of clients) await client.close();
  }

  private createClient(): C {
    const info = { name: this.name, version: this.options.version ?? '1.0.0' };
    if (!this.options.client) return new Client(info) as unknown as C;
    const client = this.options.client(info);
    const missing = (['connect', 'listTools', 'callTool', 'close'] as const).filter(
      (method) => typeof (client as Partial<HostClient> | undefined)?.[method] !== 'function',
    );
    if (missing.length > 0) {
      throw new TypeError(
        `host.connect: the client option must return an MCP Client (it returned ${describe(client)}, which has no ${missing.join(', ')}).`,
      );
    }
    return client;
  }

  private async turn(message: string, options: AskOptions): Promise<Turn> {
    await this.refreshTools();
    if (this.entries.length === 0 && this.options.system !== undefined)
      this.add({ type: 'system', text: this.options.system });
    const tools = this.catalog.tools;
    if (JSON.stringify(tools) !== this.toolsInContext) {
      this.toolsInContext = JSON.stringify(tools);
      this.add({ type: 'tools', tools });
    }
    this.add({ type: 'user', text: message });

    const decision = decide(message, tools, options.call);
    const turn: Turn = {
      message,
      reasoning: decision.reasoning,
      scores: decision.scores,
      toolCalls: [],
      answer: '',
      refused: false,
    };
    if (decision.kind === 'answer') return this.answer(turn, decision.text);

    const { name, arguments: args } = decision;
    const route = this.route(name);
    const client = route && this.clients.get(route.server);
    const call: TurnToolCall = {
      id: `call_${++this.calls}`,
      name,
      arguments: args,
      route,
      decision: 'deny',
      reason: '',
    };
    turn.toolCalls.push(call);
    this.add(
      { type: 'tool-call', id: call.id, name, arguments: args },
      client && this.trace.serverBehind(client),
      options.call !== undefined,
    );

    const verdict = await decideCall(this.options.policy, name, route, args);
    Object.assign(call, { decision: verdict.decision, reason: verdict.reason });
    this.trace.policy(verdict.decision, name, route?.server, verdict.reason);
    if (verdict.decision === 'deny' || !client || !route) {
      turn.refused = true;
      this.add({
        type: 'tool-result',
        id: call.id,
        name,
        content: [{ type: 'text', text: `The host refused this call: ${verdict.reason}` }],
        isError: true,
      });
      if (verdict.thrown !== undefined) throw verdict.thrown;
      return this.answer(turn, answerToRefusal(name, verdict.reason));
    }

    const mark = this.trace.mark();
    // SDK v2 throws for an unknown tool (a JSON-RPC error, -32602); SDK 1.x returns an isError result.
    let result: CallToolResult;
    try {
      result = (await client.callTool({ name: route.tool, arguments: args })) as CallToolResult;
    } catch (error) {
      call.error = error instanceof Error ? error.message : String(error);
      this.add(
        {
          type: 'tool-result',
          id: call.id,
          name,
          content: [{ type: 'text', text: `Error: ${call.error}` }],
          isError: true,
        },
        this.trace.answeredBy(client, mark),
      );
      return this.answer(turn, answerToFailure(name, call.error));
    }
    call.result = result;
    const entry: LlmContextEntry = { type: 'tool-result', id: call.id, name, content: result.content };
    if (result.isError) entry.isError = true;
    this.add(entry, this.trace.answeredBy(client, mark) ?? this.trace.serverBehind(client));
    return this.answer(turn, answerFromResult(name, result));
  }

  private answer(turn: Turn, text: string): Turn {
    turn.answer = text;
    this.add({ type: 'assistant', text });
    return turn;
  }

  private add(entry: LlmContextEntry, instance?: string, scripted?: boolean): void {
    const copy = snapshot(entry);
    this.entries.push(copy);
    this.trace.context(copy, instance, scripted);
  }
}

function describe(value: unknown): string {
  if (value === null || typeof value !== 'object') return String(value);
  return `a ${value.constructor?.name ?? 'object'}`;
}

import type {
  ApiCallEvent,
  ConnectEvent,
  ConsoleEvent,
  EndEvent,
  InstanceRef,
  JsonRpcEvent,
  JsonRpcMessage,
  RunError,
  RunRecord,
  ToolHandlerEvent,
  TraceEvent,
} from './events';

// Read-only questions over one run's events. Lesson checks and UI panels both ask them,
// so what a check decides is exactly what the learner can see.

export interface RpcExchange {
  link: string;
  /** The instance that sent the request. */
  from?: string;
  /** The instance that answered it. */
  to?: string;
  method: string;
  id: string | number;
  request: JsonRpcMessage;
  /** Absent while the request is still unanswered. */
  response?: JsonRpcMessage;
  sentAt: number;
  answeredAt?: number;
}

export interface ToolCall {
  name: string;
  arguments: unknown;
  /** The CallToolResult, when the call got a result. */
  result?: { content?: unknown[]; isError?: boolean; structuredContent?: unknown; [key: string]: unknown };
  /** A JSON-RPC (protocol) error, which is not the same thing as an isError result. */
  protocolError?: { code: number; message: string };
  from?: string;
  to?: string;
}

export function sentMessages(events: readonly TraceEvent[]): JsonRpcEvent[] {
  return events.filter((e): e is JsonRpcEvent => e.kind === 'jsonrpc' && e.direction === 'send');
}

export function instances(events: readonly TraceEvent[]): InstanceRef[] {
  return events.filter((e): e is ConnectEvent => e.kind === 'connect').map((e) => e.ref);
}

/** Pairs every request with its response on the same link, in the order requests were sent. */
export function exchanges(events: readonly TraceEvent[]): RpcExchange[] {
  return pairExchanges(sentMessages(events));
}

/** Pairs each request with its answer on the same link, in the order given. */
export function pairExchanges(messages: readonly JsonRpcEvent[]): RpcExchange[] {
  const open = new Map<string, RpcExchange>();
  const all: RpcExchange[] = [];
  for (const event of messages) {
    const { message } = event;
    if (message.id === undefined) continue;
    const key = `${event.link}\u0000${message.id}`;
    if (message.method !== undefined) {
      const exchange: RpcExchange = {
        link: event.link,
        from: event.instance,
        method: message.method,
        id: message.id,
        request: message,
        sentAt: event.t,
      };
      open.set(key, exchange);
      all.push(exchange);
    } else {
      const exchange = open.get(key);
      if (!exchange) continue;
      exchange.response = message;
      exchange.to = event.instance;
      exchange.answeredAt = event.t;
      open.delete(key);
    }
  }
  return all;
}

/** One run of a server's tool handler, and the downstream API requests (mcp-tour/api) made while it ran. */
export interface HandlerRun {
  /** The server instance (for example "server#2") whose handler ran. */
  instance?: string;
  tool: string;
  arguments: unknown;
  start: ToolHandlerEvent;
  end?: ToolHandlerEvent;
  apiCalls: ApiCallEvent[];
}

/**
 * Every handler run, in order; only `tool`'s when given. A run ends at the next end event of the
 * same instance and tool. An API call belongs to the run the trace says made it (its `handler`,
 * the seq of that run's start event); one without is the program's own. One pass over the
 * events, so panels can ask it again at every replay step of a long run.
 */
export function handlerRuns(events: readonly TraceEvent[], tool?: string): HandlerRun[] {
  const runs: HandlerRun[] = [];
  const open: HandlerRun[] = [];
  const byStart = new Map<number, HandlerRun>();
  for (const event of events) {
    if (event.kind === 'api-call') {
      if (event.handler !== undefined) byStart.get(event.handler)?.apiCalls.push(event);
    } else if (event.kind === 'tool-handler' && event.phase === 'start') {
      if (tool !== undefined && event.tool !== tool) continue;
      const run: HandlerRun = {
        instance: event.instance,
        tool: event.tool,
        arguments: event.arguments,
        start: event,
        apiCalls: [],
      };
      runs.push(run);
      open.push(run);
      byStart.set(event.seq, run);
    } else if (event.kind === 'tool-handler' && event.phase === 'end') {
      for (let i = open.length - 1; i >= 0; i--) {
        if (open[i].instance !== event.instance || open[i].tool !== event.tool) continue;
        open[i].end = event;
        open.splice(i, 1);
      }
    }
  }
  return runs;
}

export function consoleLines(events: readonly TraceEvent[]): ConsoleEvent[] {
  return events.filter((e): e is ConsoleEvent => e.kind === 'console');
}

/** A convenient view of one run record for lesson checks. */
export class RunView {
  readonly events: readonly TraceEvent[];
  /** How the run ended; undefined while it is still running (or for events up to a replay step). */
  readonly end: EndEvent | undefined;

  /** A run's events (a record's, or those up to a replay step). */
  constructor(source: RunRecord | readonly TraceEvent[]) {
    this.events = isEventList(source) ? source : source.events;
    const last = this.events.at(-1);
    this.end = last?.kind === 'end' ? last : undefined;
  }

  get ok(): boolean {
    return this.end?.status === 'ok';
  }

  get error(): RunError | undefined {
    return this.end?.error;
  }

  instances(): InstanceRef[] {
    return instances(this.events);
  }

  exchanges(method?: string): RpcExchange[] {
    const all = exchanges(this.events);
    return method === undefined ? all : all.filter((x) => x.method === method);
  }

  /** The result of the first successful initialize, as the server answered it. */
  initializeResult():
    | {
        protocolVersion: string;
        serverInfo?: { name: string; version?: string };
        capabilities?: Record<string, unknown>;
      }
    | undefined {
    const answered = this.exchanges('initialize').find((x) => x.response?.result !== undefined);
    return answered?.response?.result as ReturnType<RunView['initializeResult']>;
  }

  /** Names of the tools returned by every tools/list response in the run. */
  listedToolNames(): string[] {
    const names: string[] = [];
    for (const x of this.exchanges('tools/list')) {
      const tools = (x.response?.result as { tools?: { name: string }[] } | undefined)?.tools ?? [];
      for (const tool of tools) names.push(tool.name);
    }
    return names;
  }

  toolCalls(name?: string): ToolCall[] {
    return this.exchanges('tools/call')
      .map((x): ToolCall => {
        const params = (x.request.params ?? {}) as { name?: string; arguments?: unknown };
        return {
          name: params.name ?? '',
          arguments: params.arguments,
          result: x.response?.result as ToolCall['result'],
          protocolError: x.response?.error,
          from: x.from,
          to: x.to,
        };
      })
      .filter((call) => name === undefined || call.name === name);
  }

  /** Everything printed, one string per console call, as the Console panel shows it. */
  consoleOutput(): string[] {
    return consoleLines(this.events).map((e) => e.text);
  }
}

/** The text of a tool result's content blocks of type "text", joined by newlines. */
export function resultText(result: ToolCall['result']): string {
  return contentText(result?.content);
}

/** The text of content blocks (a tool result's, a prompt message's) of type "text", joined by newlines. */
export function contentText(content: unknown): string {
  const blocks = (Array.isArray(content) ? content : []) as { type?: string; text?: string }[];
  return blocks
    .filter((block) => block.type === 'text' && typeof block.text === 'string')
    .map((block) => block.text)
    .join('\n');
}

function isEventList(source: RunRecord | readonly TraceEvent[]): source is readonly TraceEvent[] {
  return Array.isArray(source);
}

import { type ConnectionEra, connectionEras, unknownEra } from '../../../runtime/trace/eras';
import type {
  HttpEvent,
  JsonRpcMessage,
  LlmContextEvent,
  PolicyEvent,
  TraceEvent,
  TransportKind,
} from '../../../runtime/trace/events';
import { contentText, handlerRuns } from '../../../runtime/trace/query';
import { listenStreams, multiRoundRequests } from '../../../runtime/trace/rounds';
import { wireMessages } from '../../../runtime/trace/wire';
import { describeEvent } from '../shared/describeEvent';
import { type Lane, type RunLanes, runLanes } from '../shared/lanes';

// The chain diagram as data: for each connection (lane) the five stops a call passes —
// Host → Client → Transport → Server → API — with what each one counted, and which hop the
// latest event of the run crossed. The diagram and its text alternative both draw this.

export type ChainNodeId = 'host' | 'client' | 'transport' | 'server' | 'api';
export const CHAIN_NODES: readonly ChainNodeId[] = ['host', 'client', 'transport', 'server', 'api'];

export interface ChainLane {
  lane: Lane;
  /** The connection's protocol era and SDK generations, read from its wire. */
  era: ConnectionEra;
  host: {
    /** The mcp-tour Host driving this connection, or undefined when the learner's code calls the client itself. */
    id?: string;
    /** Tool calls the model made that lead to this server. */
    modelCalls: number;
    /** Calls the host's policy refused: they stopped at the host and never reached the wire. */
    refused: PolicyEvent[];
  };
  client: {
    /** Requests as the client means them: the rounds of a multi round-trip request count once. */
    requests: number;
    notifications: number;
    /** Requests that took more than one round (2026-07-28), and how many rounds they took together. */
    multiRound: { requests: number; rounds: number };
    /** `subscriptions/listen` streams the client opened. */
    streams: number;
  };
  transport: {
    kind: TransportKind;
    /** Lines (stdio), HTTP requests, or messages passed as objects (in-memory). */
    units: number;
    unit: 'line' | 'HTTP request' | 'message';
    /** HTTP answers with a 4xx/5xx status: refused at the door, before or instead of MCP. */
    refusals: { status: number; reason?: string }[];
    /** Labels of marked secrets that travelled in a URL on this connection. */
    secretsInUrl: string[];
    /** The Mcp-Session-Id of a legacy Streamable HTTP connection (2026-07-28 has no sessions). */
    session?: string;
    /** The client asked for the optional GET stream and the server answered 405: it offers none (not a refusal). */
    noGetStream?: boolean;
  };
  server: {
    reached: boolean;
    /**
     * No server instance ran, yet the endpoint answered with a JSON-RPC error (SDK v2's
     * createMcpHandler refuses an unsupported protocol version before it builds a server).
     */
    endpointError?: { code: number; message: string };
    requests: number;
    /** JSON-RPC error responses: the request itself failed. */
    protocolErrors: number;
    /** Results with isError: the tool ran (or was refused by the server) and said it failed. */
    toolErrors: number;
    lastResult?: { text: string; isError: boolean };
    /** Answers with `resultType: "input_required"`: the server asked the client for input. */
    inputRequired: number;
    /** Notifications the server delivered on `subscriptions/listen` streams. */
    streamed: number;
  };
  api: { calls: number; refused: number; apis: string[] };
}

export type ChainActivity =
  | { kind: 'node'; link: string; node: ChainNodeId; seq: number; text: string }
  | { kind: 'hop'; link: string; from: ChainNodeId; to: ChainNodeId; stopped: boolean; seq: number; text: string };

export interface Chain {
  lanes: ChainLane[];
  /** The stops every lane draws: the API only when the run has one (created or called). */
  nodes: readonly ChainNodeId[];
  /** What the latest event that touched the chain did: the hop to light up. */
  active?: ChainActivity;
  /** API calls made outside any tool handler (by the learner's code directly). */
  strayApiCalls: number;
}

export function chainOf(events: readonly TraceEvent[]): Chain {
  const run = runLanes(events);
  const eras = connectionEras(events);
  const chain = new Map<string, CountingLane>(
    run.lanes.map((lane) => [lane.link, emptyLane(lane, eras.get(lane.link) ?? unknownEra(lane.link))]),
  );
  const laneOf = (instance: string | undefined) =>
    instance === undefined ? undefined : chain.get(run.byInstance.get(instance)?.link ?? '');

  // API calls belong to the server whose handler made them, as the trace records it.
  const apiOwner = new Map<number, string | undefined>();
  for (const handler of handlerRuns(events))
    for (const call of handler.apiCalls) apiOwner.set(call.seq, handler.instance);

  const httpRequests = new Map<number, HttpEvent>();
  const httpLinks = new Set<string>();
  // Messages from a sender the trace does not see (a listen stream) count as that side's sends.
  const untraced = new Set(
    wireMessages(events)
      .filter((event) => event.direction === 'receive')
      .map((event) => event.seq),
  );
  const callOfPolicy = new Map<number, LlmContextEvent>();
  let pendingCall: LlmContextEvent | undefined;
  let strayApiCalls = 0;

  for (const event of events) {
    switch (event.kind) {
      case 'stdio':
        countUnit(chain.get(event.link), 'line');
        break;
      case 'http': {
        // The client's OAuth requests are not MCP traffic: the Wire view lists them.
        if (event.auth) break;
        const lane = chain.get(event.link);
        httpLinks.add(event.link);
        const session = event.headers['mcp-session-id'];
        if (lane && session) lane.transport.session ??= session;
        if (event.direction === 'request') {
          httpRequests.set(event.seq, event);
          countUnit(lane, 'HTTP request');
        } else if (event.method === 'GET' && event.status === 405) {
          if (lane) lane.transport.noGetStream = true;
        } else if ((event.status ?? 0) >= 400)
          lane?.transport.refusals.push({ status: event.status!, reason: refusalReason(event.body) });
        break;
      }
      case 'jsonrpc': {
        const lane = chain.get(event.link);
        if (!lane) break;
        const fromOtherSide = event.direction === 'receive' && untraced.has(event.seq);
        if (event.direction !== 'send' && !fromOtherSide) break;
        lane.messages++;
        if (lane.lane.transport !== 'stdio' && lane.lane.transport !== 'http') countUnit(lane, 'message');
        const sender = !fromOtherSide
          ? event.instance
          : event.instance === lane.lane.client?.id
            ? lane.lane.server?.id
            : lane.lane.client?.id;
        countMessage(lane, sender, event.message, fromOtherSide && event.instance === lane.lane.client?.id);
        break;
      }
      case 'api-call': {
        const lane = apiOwner.has(event.seq) ? laneOf(apiOwner.get(event.seq)) : undefined;
        if (!lane) {
          strayApiCalls++;
          break;
        }
        lane.api.calls++;
        if (event.status >= 400) lane.api.refused++;
        if (!lane.api.apis.includes(event.api)) lane.api.apis.push(event.api);
        break;
      }
      case 'llm':
        if (event.entry.type === 'tool-call') {
          pendingCall = event;
          const lane = laneOf(event.instance);
          if (lane) lane.host.modelCalls++;
        }
        break;
      case 'policy': {
        // A decision right after the model's call is about that call; others are about the tool list.
        const call =
          pendingCall?.entry.type === 'tool-call' && pendingCall.entry.name === event.tool ? pendingCall : undefined;
        pendingCall = undefined;
        if (!call) break;
        callOfPolicy.set(event.seq, call);
        if (event.decision === 'deny') {
          const lane = laneOf(call.instance) ?? laneOfAlias(chain, run, event.server);
          lane?.host.refused.push(event);
        }
        break;
      }
      case 'secret-leak': {
        if (event.where !== 'url') break;
        const request = httpRequests.get(event.inEvent);
        const lane = request && chain.get(request.link);
        if (lane && !lane.transport.secretsInUrl.includes(event.label)) lane.transport.secretsInUrl.push(event.label);
        break;
      }
    }
  }

  for (const request of multiRoundRequests(events)) {
    const lane = chain.get(request.link);
    if (!lane || request.rounds.length < 2) continue;
    // The retries were counted as requests: they are rounds of one.
    lane.client.requests -= request.rounds.length - 1;
    lane.server.requests -= request.rounds.length - 1;
    lane.client.multiRound.requests++;
    lane.client.multiRound.rounds += request.rounds.length;
  }
  for (const stream of listenStreams(events)) {
    const lane = chain.get(stream.link);
    if (!lane) continue;
    lane.client.streams++;
    lane.server.streamed += stream.delivered.length;
  }
  for (const lane of chain.values()) {
    // Streamable HTTP traced without its HTTP exchanges (the SDK's own transport into a handler's
    // fetch): the messages are what the trace can count.
    if (lane.transport.kind === 'http' && !httpLinks.has(lane.lane.link)) {
      lane.transport.unit = 'message';
      lane.transport.units = lane.messages;
    }
  }

  const hasApi = events.some((event) => event.kind === 'api-open' || event.kind === 'api-call');
  const nodes = hasApi ? CHAIN_NODES : CHAIN_NODES.filter((node) => node !== 'api');
  const lanes = [...chain.values()].map(({ messages, ...lane }) => lane);
  return { lanes, nodes, active: activity(events, run, chain, apiOwner, callOfPolicy), strayApiCalls };
}

function emptyLane(lane: Lane, era: ConnectionEra): CountingLane {
  const unit = lane.transport === 'stdio' ? 'line' : lane.transport === 'http' ? 'HTTP request' : 'message';
  return {
    lane,
    era,
    host: { id: lane.host, modelCalls: 0, refused: [] },
    client: { requests: 0, notifications: 0, multiRound: { requests: 0, rounds: 0 }, streams: 0 },
    transport: { kind: lane.transport, units: 0, unit, refusals: [], secretsInUrl: [] },
    server: {
      reached: lane.server !== undefined,
      requests: 0,
      protocolErrors: 0,
      toolErrors: 0,
      inputRequired: 0,
      streamed: 0,
    },
    api: { calls: 0, refused: 0, apis: [] },
    messages: 0,
  };
}

/** A lane while the chain is counted: it also counts every message, for a transport whose units the trace lacks. */
type CountingLane = ChainLane & { messages: number };

function countUnit(lane: ChainLane | undefined, unit: ChainLane['transport']['unit']): void {
  if (lane && lane.transport.unit === unit) lane.transport.units++;
}

function countMessage(lane: ChainLane, sender: string | undefined, message: JsonRpcMessage, toClient = false): void {
  const fromClient = !toClient && sender !== undefined && sender === lane.lane.client?.id;
  if (message.method !== undefined) {
    if (!fromClient) return;
    if (message.id === undefined) lane.client.notifications++;
    else {
      lane.client.requests++;
      lane.server.requests++;
    }
    return;
  }
  if (fromClient) return;
  if (message.error !== undefined) {
    lane.server.protocolErrors++;
    if (!lane.server.reached)
      lane.server.endpointError ??= { code: message.error.code, message: message.error.message };
  }
  const result = message.result as { isError?: boolean; content?: unknown; resultType?: unknown } | undefined;
  if (result?.resultType === 'input_required') lane.server.inputRequired++;
  if (result?.isError === true) lane.server.toolErrors++;
  if (result && Array.isArray(result.content))
    lane.server.lastResult = { text: contentText(result.content), isError: result.isError === true };
}

function laneOfAlias(chain: Map<string, ChainLane>, run: RunLanes, alias: string | undefined): ChainLane | undefined {
  const lane = run.lanes.find((candidate) => candidate.hostAlias === alias);
  return lane && chain.get(lane.link);
}

/** What was an HTTP refusal about: the error_description or error of an OAuth-style JSON body. */
function refusalReason(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { error_description?: unknown; error?: unknown };
    const reason = parsed.error_description ?? parsed.error;
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
}

/** The hop or node the latest chain-touching event lit up. */
function activity(
  events: readonly TraceEvent[],
  run: RunLanes,
  chain: Map<string, ChainLane>,
  apiOwner: Map<number, string | undefined>,
  callOfPolicy: Map<number, LlmContextEvent>,
): ChainActivity | undefined {
  const linkOf = (instance: string | undefined) =>
    instance === undefined ? undefined : run.byInstance.get(instance)?.link;
  for (let index = events.length - 1; index >= 0; index--) {
    const event = events[index];
    const base = { seq: event.seq, text: describeEvent(event, run) };
    const node = (link: string | undefined, id: ChainNodeId): ChainActivity | undefined =>
      link && chain.has(link) ? { kind: 'node', link, node: id, ...base } : undefined;
    const hop = (
      link: string | undefined,
      from: ChainNodeId,
      to: ChainNodeId,
      stopped = false,
    ): ChainActivity | undefined =>
      link && chain.has(link) ? { kind: 'hop', link, from, to, stopped, ...base } : undefined;
    let found: ChainActivity | undefined;
    switch (event.kind) {
      case 'connect':
        found = node(event.link, event.ref.role);
        break;
      case 'spawn':
      case 'stdio':
      case 'http':
        found = node(event.link, 'transport');
        break;
      case 'jsonrpc': {
        const lane = chain.get(event.link);
        const isClient = event.instance !== undefined && event.instance === lane?.lane.client?.id;
        if (event.direction === 'send')
          found = isClient ? hop(event.link, 'client', 'transport') : hop(event.link, 'server', 'transport');
        else found = isClient ? hop(event.link, 'transport', 'client') : hop(event.link, 'transport', 'server');
        break;
      }
      case 'tool-handler':
        found = node(linkOf(event.instance), 'server');
        break;
      case 'close':
        found = node(event.link, event.instance === chain.get(event.link)?.lane.client?.id ? 'client' : 'server');
        break;
      case 'api-call':
        found = apiOwner.has(event.seq) ? hop(linkOf(apiOwner.get(event.seq)), 'server', 'api') : undefined;
        break;
      case 'policy': {
        const call = callOfPolicy.get(event.seq);
        const link = linkOf(call?.instance) ?? run.lanes.find((lane) => lane.hostAlias === event.server)?.link;
        found = call ? hop(link, 'host', 'client', event.decision === 'deny') : node(link, 'host');
        break;
      }
      case 'llm':
        found = node(linkOf(event.instance) ?? run.lanes.find((lane) => lane.host === event.host)?.link, 'host');
        break;
    }
    if (found) return found;
  }
  return undefined;
}

/** The API calls a lane made, as the node says them: "API calls 0". */
export function apiCallsText(lane: ChainLane): string {
  return `API calls ${lane.api.calls}`;
}

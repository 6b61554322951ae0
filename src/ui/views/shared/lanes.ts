import type { InstanceRef, LlmContextEvent, TraceEvent, TransportKind } from '../../../runtime/trace/events';
import { markedSecretForms, maskCommandLine } from './credentials';
import { displayNames } from './names';

// The connections of a run, one lane per client/server link: the unit every view groups by.
// Two servers with the same tool names are two lanes, named by what the server said it is
// (serverInfo) and by what the host calls it ("production", "staging").

export interface Lane {
  link: string;
  /** 1-based, in the order the connections appeared. */
  number: number;
  transport: TransportKind;
  client?: InstanceRef;
  /** Absent while (or when) no server answered on this link, e.g. an HTTP request refused at the door. */
  server?: InstanceRef;
  /** serverInfo as the server answered initialize (a 2026-07-28 server has no initialize: its ref names it). */
  serverInfo?: { name: string; version?: string };
  protocolVersion?: string;
  /** The mcp-tour Host whose model uses this connection (its id in llm events). */
  host?: string;
  /** The host's own name for this server: host.connect('production', …). */
  hostAlias?: string;
  /** What the client reached: the spawned command for stdio, the URL for HTTP. */
  endpoint?: string;
  /** One line naming the lane: "gitlab “staging”". */
  title: string;
}

export interface RunLanes {
  lanes: Lane[];
  /** Lane by link id. */
  byLink: Map<string, Lane>;
  /** Lane by instance id (client or server). */
  byInstance: Map<string, Lane>;
  /** Display name by instance id. */
  names: Map<string, string>;
  /** Ids of the Hosts that gave a model a context, in order of appearance. */
  hosts: string[];
  /** Every spelling (raw, encoded, escaped) of a value the run marked secret: masked wherever shown. */
  secretForms: string[];
}

export function runLanes(events: readonly TraceEvent[]): RunLanes {
  const refs: InstanceRef[] = [];
  const lanes: Lane[] = [];
  const byLink = new Map<string, Lane>();
  const byInstance = new Map<string, Lane>();
  const hosts: string[] = [];
  const llmEvents: LlmContextEvent[] = [];
  /** Model-visible tool name → the host's name for the server it leads to (from policy decisions). */
  const aliasOfTool = new Map<string, string>();
  /** Links whose initialize request is waiting for its answer, by request id. */
  const initializing = new Map<string, string | number>();

  const laneFor = (link: string, transport: TransportKind): Lane => {
    let lane = byLink.get(link);
    if (!lane) {
      lane = { link, number: lanes.length + 1, transport, title: '' };
      lanes.push(lane);
      byLink.set(link, lane);
    }
    return lane;
  };

  for (const event of events) {
    switch (event.kind) {
      case 'connect': {
        const lane = laneFor(event.link, event.transport);
        lane[event.ref.role] = event.ref;
        byInstance.set(event.ref.id, lane);
        refs.push(event.ref);
        break;
      }
      case 'jsonrpc': {
        // What the server said it is, and the version it agreed to: its answer to initialize.
        if (event.direction !== 'send') break;
        const { message } = event;
        if (message.method === 'initialize' && message.id !== undefined) initializing.set(event.link, message.id);
        else if (message.method === undefined && initializing.get(event.link) === message.id) {
          initializing.delete(event.link);
          const lane = byLink.get(event.link);
          const result = message.result as
            | { protocolVersion?: string; serverInfo?: { name: string; version?: string } }
            | undefined;
          if (lane && result) {
            lane.serverInfo ??= result.serverInfo;
            lane.protocolVersion ??= result.protocolVersion;
          }
        }
        break;
      }
      case 'spawn': {
        const lane = byLink.get(event.link);
        if (lane) lane.endpoint ??= maskCommandLine(event.command, event.args);
        break;
      }
      case 'http': {
        const lane = byLink.get(event.link);
        // The MCP endpoint, not where the client's OAuth flow went.
        if (lane && event.direction === 'request' && !event.auth) lane.endpoint ??= event.url;
        break;
      }
      case 'llm':
        if (!hosts.includes(event.host)) hosts.push(event.host);
        llmEvents.push(event);
        break;
      case 'policy':
        if (event.server !== undefined) aliasOfTool.set(event.tool, event.server);
        break;
    }
  }

  // A connection refused at the door never reaches the model: the client itself names its host.
  for (const lane of lanes) lane.host = lane.client && (lane.client.host ?? hostOfClient(lane.client, hosts));
  assignAliases(lanes, byInstance, llmEvents, aliasOfTool);

  const serverNames = new Map<string, number>();
  for (const lane of lanes) {
    const name = serverName(lane);
    if (name) serverNames.set(name, (serverNames.get(name) ?? 0) + 1);
  }
  for (const lane of lanes) {
    const name = serverName(lane);
    const shared = name !== undefined && (serverNames.get(name) ?? 0) > 1;
    if (name === undefined)
      lane.title = lane.endpoint
        ? `${shortEndpoint(lane.endpoint)} (no server instance ran)`
        : `Connection ${lane.number}`;
    else if (lane.hostAlias && lane.hostAlias !== name) lane.title = `${name} “${lane.hostAlias}”`;
    else if (shared && lane.server) lane.title = `${name} (${lane.server.id})`;
    else lane.title = name;
  }

  const secretForms = markedSecretForms(events);
  return { lanes, byLink, byInstance, names: displayNames(refs), hosts, secretForms };
}

function serverName(lane: Lane): string | undefined {
  return lane.serverInfo?.name ?? lane.server?.name;
}

/** A Host names every Client it creates after itself; two hosts with one name are "name" and "name#2". */
function hostOfClient(client: InstanceRef, hosts: readonly string[]): string | undefined {
  return hosts.find((id) => id === client.name) ?? hosts.find((id) => id.startsWith(`${client.name}#`));
}

/**
 * The host's names for its servers. A call the model made says it for sure (the tool-call entry
 * carries the server instance, the policy decision the host's name). Otherwise, when the host
 * prefixes tool names ("staging__search_issues"), the prefixes come in the order the host
 * connected its servers, which is the order of its lanes.
 */
function assignAliases(
  lanes: Lane[],
  byInstance: Map<string, Lane>,
  llmEvents: readonly LlmContextEvent[],
  aliasOfTool: Map<string, string>,
): void {
  for (const event of llmEvents) {
    if (event.entry.type !== 'tool-call' || event.instance === undefined) continue;
    const alias = aliasOfTool.get(event.entry.name);
    const lane = byInstance.get(event.instance);
    if (lane && alias !== undefined) lane.hostAlias ??= alias;
  }
  const prefixesByHost = new Map<string, string[]>();
  for (const event of llmEvents) {
    if (event.entry.type !== 'tools') continue;
    const prefixes = prefixesByHost.get(event.host) ?? [];
    for (const tool of event.entry.tools) {
      const at = tool.name.indexOf('__');
      const prefix = at > 0 ? tool.name.slice(0, at) : undefined;
      if (prefix !== undefined && !prefixes.includes(prefix)) prefixes.push(prefix);
    }
    prefixesByHost.set(event.host, prefixes);
  }
  for (const [host, prefixes] of prefixesByHost) {
    const own = lanes.filter((lane) => lane.host === host && lane.server);
    if (prefixes.length !== own.length) continue;
    for (const [index, lane] of own.entries()) lane.hostAlias ??= prefixes[index];
  }
}

/** "https://mcp.acme.example/mcp?access_token=…" → "mcp.acme.example/mcp"; a command stays as it is. */
export function shortEndpoint(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return endpoint;
  }
}

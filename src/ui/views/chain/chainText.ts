import { transportName } from '../shared/describeEvent';
import { eraBadge } from '../shared/era';
import { shortEndpoint } from '../shared/lanes';
import { apiCallsText, type ChainLane, type ChainNodeId } from './chainModel';

// The words of the chain: what each stop shows in the diagram, and the same facts as one
// sentence per hop for the text view. Both come from the chain model, so they always agree.

export type Tone = 'plain' | 'good' | 'warn' | 'bad';

export interface NodeFacts {
  role: string;
  name: string;
  detail?: string;
  counts: { text: string; tone: Tone }[];
  /** The latest tool result's text, on the server. */
  note?: { text: string; tone: Tone };
  /** Nothing of this stop took part (a server never reached). */
  absent?: boolean;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function nodeFacts(lane: ChainLane, node: ChainNodeId): NodeFacts {
  switch (node) {
    case 'host':
      return lane.host.id === undefined
        ? { role: 'Host', name: 'Your code', detail: 'no model on this connection', counts: [] }
        : {
            role: 'Host',
            name: lane.host.id,
            detail: lane.lane.hostAlias
              ? `calls this server “${lane.lane.hostAlias}”`
              : 'runs the model and its policy',
            counts: [
              { text: plural(lane.host.modelCalls, 'model tool call'), tone: 'plain' },
              ...(lane.host.refused.length > 0
                ? [{ text: `${lane.host.refused.length} refused by policy`, tone: 'bad' as const }]
                : []),
            ],
          };
    case 'client':
      return {
        role: 'Client',
        name: lane.lane.client?.name ?? 'no client',
        detail: lane.lane.client?.id,
        counts: [
          { text: plural(lane.client.requests, 'request'), tone: 'plain' },
          ...(lane.client.multiRound.requests > 0 ? [{ text: multiRoundText(lane), tone: 'plain' as const }] : []),
          ...(lane.client.streams > 0
            ? [{ text: plural(lane.client.streams, 'listen stream'), tone: 'plain' as const }]
            : []),
          ...(lane.client.notifications > 0
            ? [{ text: plural(lane.client.notifications, 'notification'), tone: 'plain' as const }]
            : []),
        ],
        absent: lane.lane.client === undefined,
      };
    case 'transport':
      return {
        role: 'Transport',
        name: transportName(lane.transport.kind),
        detail: transportDetail(lane),
        counts: [
          { text: plural(lane.transport.units, lane.transport.unit), tone: 'plain' },
          ...lane.transport.refusals.map((refusal) => ({
            text: `refused: HTTP ${refusal.status}`,
            tone: 'bad' as const,
          })),
          ...(lane.transport.noGetStream ? [{ text: 'no GET stream (405)', tone: 'plain' as const }] : []),
          ...lane.transport.secretsInUrl.map((label) => ({ text: `${label} in the URL`, tone: 'bad' as const })),
        ],
      };
    case 'server':
      if (!lane.server.reached && lane.server.endpointError)
        return {
          role: 'Server',
          name: 'answered with an error',
          detail: `before any server instance ran: ${clip(endpointErrorText(lane.server.endpointError))}`,
          counts: [{ text: plural(lane.server.protocolErrors, 'protocol error'), tone: 'bad' }],
        };
      if (!lane.server.reached)
        return {
          role: 'Server',
          name: 'not reached',
          detail: 'no server answered on this connection',
          counts: [],
          absent: true,
        };
      return {
        role: 'Server',
        name: serverLabel(lane),
        detail: [
          lane.lane.server?.id,
          lane.lane.hostAlias && `“${lane.lane.hostAlias}”`,
          lane.era.perRequest && 'a fresh server per request',
        ]
          .filter(Boolean)
          .join(' · '),
        counts: [
          { text: plural(lane.server.requests, 'request'), tone: 'plain' },
          ...(lane.server.inputRequired > 0
            ? [{ text: plural(lane.server.inputRequired, 'input_required answer'), tone: 'plain' as const }]
            : []),
          ...(lane.server.streamed > 0
            ? [{ text: `${plural(lane.server.streamed, 'notification')} on a listen stream`, tone: 'plain' as const }]
            : []),
          ...(lane.server.protocolErrors > 0
            ? [{ text: plural(lane.server.protocolErrors, 'protocol error'), tone: 'bad' as const }]
            : []),
          ...(lane.server.toolErrors > 0
            ? [{ text: plural(lane.server.toolErrors, 'isError result'), tone: 'warn' as const }]
            : []),
        ],
        note: lane.server.lastResult && {
          text: `Result: ${clip(lane.server.lastResult.text || '(no text)')}`,
          tone: lane.server.lastResult.isError ? 'warn' : 'good',
        },
      };
    case 'api':
      return {
        role: 'API',
        name: lane.api.apis.join(', ') || 'downstream API',
        counts: [
          { text: apiCallsText(lane), tone: lane.api.calls === 0 ? 'plain' : 'good' },
          ...(lane.api.refused > 0 ? [{ text: `${lane.api.refused} refused`, tone: 'bad' as const }] : []),
        ],
        absent: lane.api.calls === 0,
      };
  }
}

/** One sentence per hop, Host → Client → Transport → Server (→ API when the run has one), with the counts. */
export function hopSentences(lane: ChainLane, withApi = true): string[] {
  const client = lane.lane.client?.name ?? 'no client';
  const host =
    lane.host.id === undefined
      ? `Your code → Client ${client}: no model takes part on this connection.`
      : `Host ${lane.host.id} → Client ${client}: ${plural(lane.host.modelCalls, 'model tool call')}` +
        (lane.host.refused.length > 0
          ? `; the host's policy refused ${lane.host.refused.map((p) => p.tool).join(', ')}, so ${lane.host.refused.length === 1 ? 'it' : 'they'} stopped at the host and never reached the wire.`
          : '.');
  const modern = [
    ...(lane.client.multiRound.requests > 0 ? [multiRoundText(lane)] : []),
    ...(lane.client.streams > 0 ? [plural(lane.client.streams, 'listen stream')] : []),
  ];
  const wire = `Client → Transport (${transportName(lane.transport.kind)}): ${plural(lane.client.requests, 'request')}${modern.length ? ` (${modern.join(', ')})` : ''}, ${plural(lane.client.notifications, 'notification')}${lane.transport.session ? `; session ${shortSession(lane.transport.session)}` : ''}${lane.transport.noGetStream ? '; the server answered the optional GET stream with 405, it offers none' : ''}.`;
  const refusals = lane.transport.refusals.map(
    (r) => `refused with HTTP ${r.status}${r.reason ? ` (${r.reason})` : ''}`,
  );
  const secrets = lane.transport.secretsInUrl.map((label) => `${label} seen in the URL`);
  const server = lane.server.reached
    ? `Transport → Server ${serverLabel(lane)}: ${plural(lane.transport.units, lane.transport.unit)}; ${plural(lane.server.requests, 'request')} answered with ${plural(lane.server.protocolErrors, 'protocol error')} and ${plural(lane.server.toolErrors, 'isError result')}${lane.server.inputRequired ? `, after ${plural(lane.server.inputRequired, 'input_required answer')}` : ''}${lane.server.streamed ? `; ${plural(lane.server.streamed, 'notification')} on a listen stream` : ''}${lane.server.lastResult ? `; last result: ${clip(lane.server.lastResult.text)}` : ''}${[...refusals, ...secrets].length ? `; ${[...refusals, ...secrets].join('; ')}` : ''}.`
    : `Transport → Server: ${plural(lane.transport.units, lane.transport.unit)}; ${lane.server.endpointError ? `the endpoint answered ${endpointErrorText(lane.server.endpointError)} before any server instance ran` : 'no server was reached'}${[...refusals, ...secrets].length ? ` (${[...refusals, ...secrets].join('; ')})` : ''}.`;
  const api = `Server → API${lane.api.apis.length ? ` ${lane.api.apis.join(', ')}` : ''}: ${apiCallsText(lane)}${lane.api.refused ? `, ${lane.api.refused} refused` : ''}.`;
  return withApi ? [host, wire, server, api] : [host, wire, server];
}

function serverLabel(lane: ChainLane): string {
  const info = lane.lane.serverInfo;
  // Without initialize (2026-07-28) the server's own name and version, as it was created.
  const named = info ?? lane.lane.server;
  return named ? `${named.name}${named.version ? ` ${named.version}` : ''}` : 'server';
}

/** "1 took 2 rounds": the requests that took several rounds, and their rounds together. */
function multiRoundText(lane: ChainLane): string {
  const { requests, rounds } = lane.client.multiRound;
  return `${requests} took ${rounds} rounds`;
}

/** The era and SDK generations of a lane, as its badge says them: "2026-07-28 · SDK v2". */
export function eraText(lane: ChainLane): string | undefined {
  return eraBadge(lane.era)?.text;
}

function shortSession(session: string): string {
  return session.length > 12 ? `${session.slice(0, 8)}…` : session;
}

function transportDetail(lane: ChainLane): string | undefined {
  const endpoint = lane.lane.endpoint;
  if (lane.transport.kind === 'stdio') return `simulated child process${endpoint ? `: ${endpoint}` : ''}`;
  if (lane.transport.kind === 'http') {
    // A legacy Streamable HTTP connection keeps its session; a 2026-07-28 one has none to show.
    const parts = [
      endpoint && shortEndpoint(endpoint),
      lane.transport.session && `session ${shortSession(lane.transport.session)}`,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : undefined;
  }
  if (lane.transport.kind === 'in-memory') return 'message objects passed in the page';
  return undefined;
}

function clip(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** "error -32022 (Unsupported protocol version: 2099-01-01)". */
function endpointErrorText(error: { code: number; message: string }): string {
  return `error ${error.code} (${error.message})`;
}

import { httpExchanges, rpcMethodOf } from '../../../lessons/checkKit/http';
import { maskSecrets } from '../../../runtime/trace/credentials';
import { type ConnectionEra, connectionEras, unknownEra } from '../../../runtime/trace/eras';
import type { HttpEvent, JsonRpcMessage, SecretLeakEvent, SpawnEvent, TraceEvent } from '../../../runtime/trace/events';
import { wireMessages } from '../../../runtime/trace/wire';
import { messageLabel, type TimelineRow, timelineRows } from '../messages/timeline';
import { credentialsInUrl, isCredentialName, type MarkedSecret, markedSecrets } from '../shared/credentials';
import { utf8Length } from '../shared/describeEvent';
import { type Lane, runLanes } from '../shared/lanes';
import { runViewOf } from '../shared/runView';

// What actually crossed each connection, in the transport's own terms: the newline-delimited
// lines of a stdio pipe byte for byte, the HTTP requests and responses of Streamable HTTP, the
// message objects an in-memory transport hands over. Each piece points to its JSON-RPC message.

/** The JSON-RPC message a piece of wire traffic carried, as the Messages timeline numbers it. */
export interface CarriedMessage {
  number: number;
  label: string;
  method?: string;
}

export interface StdioLine {
  seq: number;
  stream: 'stdin' | 'stdout' | 'stderr';
  /** Exactly as written, trailing "\n" included, every marked secret masked. */
  text: string;
  /** Of the line as written. */
  bytes: number;
  message?: CarriedMessage;
}

export interface SseEvent {
  event?: string;
  id?: string;
  data: string;
}

export interface HttpRow {
  key: string;
  request: HttpEvent;
  response?: HttpEvent;
  /** The JSON-RPC method a POST carried. */
  rpcMethod?: string;
  /** The response body read as Server-Sent Events, when it is an event stream. */
  events?: SseEvent[];
  sessionId?: string;
  protocolVersion?: string;
  /** Names of credential-like query parameters in the URL (a token in the URL). */
  credentialsInUrl: string[];
  /** Labels of marked secrets the runtime found in this request's URL. */
  secretsInUrl: string[];
  /** How those secrets were spelled in the URL (as written, percent-encoded…): what the view masks. */
  secretFormsInUrl: string[];
  /** Every spelling of every value the run marked secret: masked in the URL, headers and bodies. */
  secretForms: string[];
  /**
   * Marked secrets found where no credential belongs: under a header whose name is not a credential's
   * ("the x-note request header"), or in a body ("the request body"). Shown masked and flagged; not a leak event.
   */
  secretsElsewhere: { label: string; where: string }[];
  /** Made by the client's OAuth flow (metadata discovery, token), not an MCP request: its bodies are shown masked. */
  auth: boolean;
  /**
   * The client closed the response stream before the server ended it: `cancelled` when that
   * cancelled the request it carried (a 2026-07-28 POST whose answer had not come), `closed`
   * otherwise (the answer had come, a GET stream, or a 2025-era connection).
   */
  closedByClient?: 'cancelled' | 'closed';
}

export interface ObjectRow {
  seq: number;
  row: TimelineRow;
  /** The message as passed, in JSON, every marked secret masked. */
  text: string;
}

export type WireLane =
  | { kind: 'stdio'; lane: Lane; spawn?: SpawnEvent; lines: StdioLine[] }
  /** `era`: a 2026-07-28 connection has no session to show, and headers of its own. */
  | { kind: 'http'; lane: Lane; requests: HttpRow[]; era: ConnectionEra }
  /** `untracedHttp`: a Streamable HTTP connection whose HTTP exchanges the trace does not have, only its messages. */
  | { kind: 'objects'; lane: Lane; messages: ObjectRow[]; untracedHttp?: boolean };

export function wireLanes(events: readonly TraceEvent[]): WireLane[] {
  const { lanes } = runLanes(events);
  const rows = new Map(timelineRows(events).map((row) => [row.seq, row]));
  const run = runViewOf(events);
  const secretsByRequest = new Map<number, SecretLeakEvent[]>();
  for (const event of events) {
    if (event.kind === 'secret-leak' && event.where === 'url')
      secretsByRequest.set(event.inEvent, [...(secretsByRequest.get(event.inEvent) ?? []), event]);
  }
  const secrets = markedSecrets(events);
  const forms = [...new Set(secrets.flatMap((secret) => secret.forms))];
  const stdio = stdioLines(events, rows, forms);
  const wire = wireMessages(events);
  const eras = connectionEras(events);
  return lanes.map((lane): WireLane => {
    if (lane.transport === 'stdio') {
      const spawn = events.find((e): e is SpawnEvent => e.kind === 'spawn' && e.link === lane.link);
      return { kind: 'stdio', lane, spawn, lines: stdio.get(lane.link) ?? [] };
    }
    const messages = () =>
      wire
        .filter((e) => e.link === lane.link)
        .map((e) => ({ seq: e.seq, row: rows.get(e.seq)!, text: maskSecrets(JSON.stringify(e.message), forms) }));
    if (lane.transport === 'http') {
      const requests = httpExchanges(run, lane.link).map(({ request, response }) =>
        httpRow(request, response, secretsByRequest, secrets, forms),
      );
      const objects = requests.length === 0 ? messages() : [];
      if (objects.length > 0) return { kind: 'objects', lane, messages: objects, untracedHttp: true };
      return { kind: 'http', lane, requests, era: eras.get(lane.link) ?? unknownEra(lane.link) };
    }
    return { kind: 'objects', lane, messages: messages() };
  });
}

/** Every stdio line by link, each tied to the message it carried: stdin lines to the client's sends, stdout to the server's. */
function stdioLines(
  events: readonly TraceEvent[],
  rows: Map<number, TimelineRow>,
  secretForms: readonly string[],
): Map<string, StdioLine[]> {
  const byLink = new Map<string, StdioLine[]>();
  const waiting = new Map<string, TimelineRow[]>();
  const side = (link: string, stream: string) => `${link}\u0000${stream}`;
  for (const event of events) {
    if (event.kind === 'jsonrpc' && event.direction === 'send' && event.transport === 'stdio') {
      const row = rows.get(event.seq);
      if (!row) continue;
      const stream = row.lane?.client?.id === event.instance ? 'stdin' : 'stdout';
      const queue = waiting.get(side(event.link, stream)) ?? [];
      queue.push(row);
      waiting.set(side(event.link, stream), queue);
    }
    if (event.kind !== 'stdio') continue;
    const carried = event.stream === 'stderr' ? undefined : waiting.get(side(event.link, event.stream))?.shift();
    const lines = byLink.get(event.link) ?? [];
    lines.push({
      seq: event.seq,
      stream: event.stream,
      text: maskSecrets(event.text, secretForms),
      bytes: utf8Length(event.text),
      message: carried && { number: carried.number, label: messageLabel(carried), method: carried.method },
    });
    byLink.set(event.link, lines);
  }
  return byLink;
}

function httpRow(
  request: HttpEvent,
  response: HttpEvent | undefined,
  secretsByRequest: Map<number, SecretLeakEvent[]>,
  secrets: readonly MarkedSecret[],
  forms: string[],
): HttpRow {
  const leaks = secretsByRequest.get(request.seq) ?? [];
  const contentType = response?.headers['content-type'] ?? '';
  const events =
    contentType.startsWith('text/event-stream') && response?.body !== undefined ? parseSse(response.body) : undefined;
  return {
    key: request.exchange,
    request,
    response,
    rpcMethod: rpcMethodOf(request),
    events,
    sessionId: response?.headers['mcp-session-id'] ?? request.headers['mcp-session-id'],
    protocolVersion: request.headers['mcp-protocol-version'],
    credentialsInUrl: credentialsInUrl(request.url),
    secretsInUrl: [...new Set(leaks.map((leak) => leak.label))],
    secretFormsInUrl: [...new Set(leaks.flatMap((leak) => leak.appearedAs ?? []))],
    secretForms: forms,
    secretsElsewhere: secretsElsewhere(secrets, request, response),
    auth: request.auth === true,
    ...(response?.closedByClient ? { closedByClient: closedHow(request, events) } : {}),
  };
}

/** Where in an exchange each marked secret shows up outside a credential header and the URL. */
function secretsElsewhere(
  secrets: readonly MarkedSecret[],
  request: HttpEvent,
  response: HttpEvent | undefined,
): { label: string; where: string }[] {
  const places: { where: string; text: string }[] = [];
  for (const [side, event] of [
    ['request', request],
    ['response', response],
  ] as const) {
    if (!event) continue;
    for (const [name, value] of Object.entries(event.headers))
      if (!isCredentialName(name)) places.push({ where: `the ${name} ${side} header`, text: value });
    if (event.body) places.push({ where: `the ${side} body`, text: event.body });
  }
  return secrets.flatMap(({ label, forms }) =>
    places.filter(({ text }) => forms.some((form) => text.includes(form))).map(({ where }) => ({ label, where })),
  );
}

function closedHow(request: HttpEvent, events: SseEvent[] | undefined): 'cancelled' | 'closed' {
  const sent = jsonRpcIn(request.body);
  if (request.headers['mcp-method'] === undefined || sent?.method === undefined || sent.id === undefined)
    return 'closed';
  const answered = (events ?? []).some((event) => {
    const message = jsonRpcIn(event.data);
    return message !== undefined && message.method === undefined && message.id === sent.id;
  });
  return answered ? 'closed' : 'cancelled';
}

/** Server-Sent Events as the spec frames them: fields per line, events separated by a blank line. */
export function parseSse(body: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const block of body.split(/\r?\n\r?\n/)) {
    if (block.trim() === '') continue;
    const event: SseEvent = { data: '' };
    const data: string[] = [];
    let fields = 0;
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':') || line === '') continue;
      fields++;
      const at = line.indexOf(':');
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'event') event.event = value;
      else if (field === 'id') event.id = value;
    }
    event.data = data.join('\n');
    // A block of comments only (a keep-alive) is not an event.
    if (fields > 0) events.push(event);
  }
  return events;
}

/** The JSON-RPC message in an SSE event's data or an HTTP body, when it holds one. */
export function jsonRpcIn(text: string | undefined): JsonRpcMessage | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as JsonRpcMessage;
    return value && typeof value === 'object' && (value as { jsonrpc?: unknown }).jsonrpc === '2.0' ? value : undefined;
  } catch {
    return undefined;
  }
}

import type { TraceEvent } from '../../../runtime/trace/events';
import { maskCommandLine, maskUrl, placeOfLeak } from './credentials';
import type { RunLanes } from './lanes';

// One event in a sentence, for the replay bar and the chain's caption: "tour-host → gitlab:
// initialize (id 0)". Credentials in URLs stay masked here too, marked secrets under any name included.

export function describeEvent(event: TraceEvent, { names, byLink, byInstance, secretForms }: RunLanes): string {
  const name = (id: string | undefined) => (id ? (names.get(id) ?? id) : 'unknown');
  switch (event.kind) {
    case 'connect':
      return `${event.ref.role} ${name(event.ref.id)} connected (${transportName(event.transport)})`;
    case 'jsonrpc': {
      const { message } = event;
      const lane = byInstance.get(event.instance ?? '') ?? byLink.get(event.link);
      const self = event.instance;
      const other = lane && (lane.client?.id === self ? lane.server?.id : lane.client?.id);
      const what =
        message.method !== undefined
          ? `${message.method}${message.id !== undefined ? ` (id ${String(message.id)})` : ''}`
          : message.error !== undefined
            ? `error ${message.error.code} (id ${String(message.id)})`
            : `result (id ${String(message.id)})${(message.result as { isError?: boolean } | undefined)?.isError ? ', isError' : ''}`;
      return event.direction === 'send' ? `${name(self)} → ${name(other)}: ${what}` : `${name(self)} received ${what}`;
    }
    case 'close':
      return `${name(event.instance)} closed its end of the connection`;
    case 'console':
      return `console.${event.level}: ${firstLine(event.text)}`;
    case 'error':
      return `error: ${firstLine(event.error.message)}`;
    case 'spawn':
      return `the client started the server process: ${maskCommandLine(event.command, event.args)}`;
    case 'stdio':
      return `${event.stream} line, ${utf8Length(event.text)} bytes`;
    case 'http':
      return event.direction === 'request'
        ? `HTTP ${event.method} ${maskUrl(event.url, secretForms)}`
        : `HTTP ${event.status ?? '?'} answering ${event.method}`;
    case 'tool-handler':
      return `${name(event.instance)} ${event.phase === 'start' ? 'runs' : 'finished'} the ${event.tool} handler${event.isError ? ' (isError)' : ''}`;
    case 'api-open':
      return `API ${event.api} ready at ${event.baseUrl}`;
    case 'api-call':
      return `API ${event.api}: ${event.method} ${event.path} → ${event.status}${event.refusal ? ` (${event.refusal})` : ''}`;
    case 'policy':
      return `host policy ${event.decision === 'allow' ? 'allowed' : 'refused'} ${event.tool}: ${event.reason}`;
    case 'llm':
      return `model context of ${event.host}: + ${entryName(event.entry.type)}`;
    case 'secret-leak':
      return `secret “${event.label}” appeared in ${placeOfLeak(event.where)}`;
    case 'end':
      return `the run ended: ${event.status === 'ok' ? 'finished' : event.status} after ${event.durationMs} ms`;
    default:
      return describeOther(event);
  }
}

/** Events of kinds added after this view was written still get a sentence. */
function describeOther(event: TraceEvent): string {
  if (event.kind === 'test')
    return `test ${event.phase === 'start' ? 'started' : `finished (${event.status ?? 'done'})`}: ${event.path.join(' › ')}`;
  return `${(event as { kind: string }).kind} event`;
}

export function transportName(kind: string): string {
  if (kind === 'http') return 'Streamable HTTP';
  if (kind === 'stdio') return 'stdio';
  if (kind === 'in-memory') return 'in-memory';
  return 'custom transport';
}

function entryName(type: string): string {
  return type === 'tools'
    ? 'tool list'
    : type === 'tool-call'
      ? 'tool call'
      : type === 'tool-result'
        ? 'tool result'
        : `${type} text`;
}

function firstLine(text: string): string {
  const line = text.split('\n', 1)[0];
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

const encoder = new TextEncoder();

/** Bytes of a text in UTF-8: what a pipe carries. */
export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

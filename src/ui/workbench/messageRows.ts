import type { InstanceRef, JsonRpcMessage, TraceEvent } from '../../runtime/trace/events';
import { exchanges, instances, sentMessages } from '../../runtime/trace/query';

// One row per JSON-RPC message sent during the run, in order, with who sent it to whom.

export type MessageKind = 'request' | 'notification' | 'response' | 'error';

export interface MessageRow {
  seq: number;
  t: number;
  from: string;
  to: string;
  kind: MessageKind;
  /** The method, or "response" / "error". */
  label: string;
  /** For a response or error: the method of the request it answers. */
  answers?: string;
  id?: string | number;
  message: JsonRpcMessage;
}

export function messageRows(events: readonly TraceEvent[]): MessageRow[] {
  const sent = sentMessages(events);
  if (sent.length === 0) return [];
  const refs = instances(events);
  const nameOf = displayNames(refs);
  const linkMembers = new Map<string, string[]>();
  for (const event of events) {
    if (event.kind !== 'connect') continue;
    const members = linkMembers.get(event.link) ?? [];
    members.push(event.ref.id);
    linkMembers.set(event.link, members);
  }
  const roleOf = new Map(refs.map((ref) => [ref.id, ref.role]));
  const answered = new Map<JsonRpcMessage, string>();
  for (const exchange of exchanges(events)) if (exchange.response) answered.set(exchange.response, exchange.method);

  return sent.map((event) => {
    const { message } = event;
    const sender = event.instance;
    const receiver = linkMembers.get(event.link)?.find((id) => id !== sender);
    const senderRole = sender ? roleOf.get(sender) : undefined;
    const fallbackSender = senderRole ?? (event.layer === 'client' || event.layer === 'server' ? event.layer : 'unknown');
    const kind = kindOf(message);
    return {
      seq: event.seq,
      t: event.t,
      from: sender ? (nameOf.get(sender) ?? sender) : fallbackSender,
      to: receiver ? (nameOf.get(receiver) ?? receiver) : otherRole(fallbackSender),
      kind,
      label: kind === 'request' || kind === 'notification' ? (message.method ?? '') : kind,
      answers: answered.get(message),
      id: message.id,
      message,
    };
  });
}

function kindOf(message: JsonRpcMessage): MessageKind {
  if (message.method !== undefined) return message.id === undefined ? 'notification' : 'request';
  return message.error !== undefined ? 'error' : 'response';
}

/** The learner's own names; two instances with the same name get their ids to tell them apart. */
function displayNames(refs: readonly InstanceRef[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const ref of refs) counts.set(ref.name, (counts.get(ref.name) ?? 0) + 1);
  return new Map(refs.map((ref) => [ref.id, !ref.name ? ref.id : (counts.get(ref.name) ?? 0) > 1 ? `${ref.name} (${ref.id})` : ref.name]));
}

function otherRole(role: string): string {
  if (role === 'client') return 'server';
  if (role === 'server') return 'client';
  return 'unknown';
}

import type { JsonRpcEvent, JsonRpcMessage } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';

// Questions about 2026-07-28 change notifications, asked from the client's side: which
// `subscriptions/listen` streams a client opened, what the server acknowledged, which notifications
// arrived on each, and which list requests went on the wire (a list served from the client's cache
// sends nothing). Read from the client's own JSON-RPC events, which every era and transport traces.

const SUBSCRIPTION_ID = 'io.modelcontextprotocol/subscriptionId';

/** The notification filter of a subscriptions/listen request (or the subset a server acknowledged). */
export interface NotificationFilter {
  toolsListChanged?: boolean;
  promptsListChanged?: boolean;
  resourcesListChanged?: boolean;
  resourceSubscriptions?: string[];
}

/** One subscriptions/listen request a client sent, with what the server acknowledged and delivered on it. */
export interface ListenStream {
  /** The client instance that opened it. */
  client: string;
  /** The listen request's JSON-RPC id: every message on the stream carries it as its subscription id. */
  id: string | number;
  requested: NotificationFilter;
  sentSeq: number;
  /** The filter in notifications/subscriptions/acknowledged, if the server acknowledged the stream. */
  honored?: NotificationFilter;
  ackSeq?: number;
  /** The notifications the client received on this stream after the acknowledgement, in order. */
  notifications: { method: string; seq: number; params?: unknown }[];
  /** Seq of the notifications/cancelled the client sent for it, if it did (the SDK sends one when closing). */
  cancelledSeq?: number;
}

function clientEvents(run: RunView): JsonRpcEvent[] {
  return run.events.filter((e): e is JsonRpcEvent => e.kind === 'jsonrpc' && e.layer === 'client');
}

function subscriptionIdOf(message: JsonRpcMessage): unknown {
  return (message.params as { _meta?: Record<string, unknown> } | undefined)?._meta?.[SUBSCRIPTION_ID];
}

/** Every subscriptions/listen stream a client opened, in order. */
export function listenStreams(run: RunView): ListenStream[] {
  const events = clientEvents(run);
  return events
    .filter((e) => e.direction === 'send' && e.message.method === 'subscriptions/listen' && e.message.id !== undefined)
    .map((request): ListenStream => {
      const id = request.message.id!;
      const mine = events.filter((e) => e.instance === request.instance && e.seq > request.seq);
      const ack = mine.find(
        (e) =>
          e.direction === 'receive' &&
          e.message.method === 'notifications/subscriptions/acknowledged' &&
          subscriptionIdOf(e.message) === id,
      );
      const notifications = mine
        .filter(
          (e) =>
            e.direction === 'receive' &&
            e.message.method !== undefined &&
            e.message.method !== 'notifications/subscriptions/acknowledged' &&
            subscriptionIdOf(e.message) === id,
        )
        .map((e) => ({ method: e.message.method!, seq: e.seq, params: e.message.params }));
      const cancelled = mine.find(
        (e) =>
          e.direction === 'send' &&
          e.message.method === 'notifications/cancelled' &&
          (e.message.params as { requestId?: unknown } | undefined)?.requestId === id,
      );
      return {
        client: request.instance ?? '',
        id,
        requested: ((request.message.params as { notifications?: NotificationFilter } | undefined)?.notifications ??
          {}) as NotificationFilter,
        sentSeq: request.seq,
        honored: ack
          ? (((ack.message.params as { notifications?: NotificationFilter } | undefined)?.notifications ??
              {}) as NotificationFilter)
          : undefined,
        ackSeq: ack?.seq,
        notifications,
        cancelledSeq: cancelled?.seq,
      };
    });
}

/** A list request (tools/list, prompts/list, …) a client put on the wire, with the result it received. */
export interface WireListing {
  client: string;
  method: string;
  sentSeq: number;
  answeredSeq?: number;
  result?: Record<string, unknown>;
}

/** Every `method` request clients sent (not those a client answered from its cache: they send nothing), in order. */
export function wireListings(run: RunView, method = 'tools/list'): WireListing[] {
  const events = clientEvents(run);
  return events
    .filter((e) => e.direction === 'send' && e.message.method === method && e.message.id !== undefined)
    .map((request) => {
      const response = events.find(
        (e) =>
          e.direction === 'receive' &&
          e.instance === request.instance &&
          e.message.method === undefined &&
          e.message.id === request.message.id &&
          e.seq > request.seq,
      );
      const result = response?.message.result;
      return {
        client: request.instance ?? '',
        method,
        sentSeq: request.seq,
        answeredSeq: response?.seq,
        result: result && typeof result === 'object' ? (result as Record<string, unknown>) : undefined,
      };
    });
}

/** The description a tools/list result gave `tool`, if it listed it. */
export function listedDescription(listing: WireListing, tool: string): string | undefined {
  const tools = (listing.result?.tools ?? []) as { name?: string; description?: string }[];
  return tools.find((t) => t.name === tool)?.description;
}

import type { JsonRpcEvent, JsonRpcMessage } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';
import { messagesInBody } from './eras';
import { postedMessages, type PostedMessage } from './mcpHeaders';

// Long requests seen from the client: the progress token a request carried, the progress
// notifications that came back for it, how it ended (a response, or the client closing its
// response stream: the 2026-07-28 cancellation on Streamable HTTP), and any notifications/cancelled
// the client sent for it.

/** One request a client sent, with everything that came back for it. */
export interface TrackedRequest {
  client: string;
  id: string | number;
  method: string;
  params: Record<string, unknown>;
  sentSeq: number;
  /** The progressToken in the request's _meta, if the client asked for progress. */
  progressToken?: string | number;
  /** notifications/progress the client received carrying that token, in order. */
  progress: { seq: number; progress: number; total?: number; message?: string }[];
  /** The JSON-RPC response the client received, if one came. */
  response?: JsonRpcMessage;
  responseSeq?: number;
  /** The HTTP exchange that carried it (Streamable HTTP only). */
  http?: PostedMessage;
  /** True when its HTTP response stream ended without a JSON-RPC response for it: the client closed it. */
  streamClosedEarly: boolean;
  /** Seq of a notifications/cancelled the client sent for it, if any. */
  cancelledSeq?: number;
}

/** A client's requests of `method` (all methods when omitted), in order, each with what came back. */
export function trackedRequests(run: RunView, method?: string): TrackedRequest[] {
  const rpc = run.events.filter((e): e is JsonRpcEvent => e.kind === 'jsonrpc' && e.layer === 'client');
  const posted = postedMessages(run);
  return rpc
    .filter(
      (e) =>
        e.direction === 'send' &&
        e.message.method !== undefined &&
        e.message.id !== undefined &&
        (method === undefined || e.message.method === method),
    )
    .map((sent): TrackedRequest => {
      const id = sent.message.id!;
      const params = (sent.message.params ?? {}) as Record<string, unknown>;
      const token = (params._meta as { progressToken?: unknown } | undefined)?.progressToken;
      const progressToken = typeof token === 'string' || typeof token === 'number' ? token : undefined;
      const mine = rpc.filter((e) => e.instance === sent.instance && e.seq > sent.seq && e.direction === 'receive');
      const response = mine.find((e) => e.message.method === undefined && e.message.id === id);
      const progress =
        progressToken === undefined
          ? []
          : mine
              .filter(
                (e) =>
                  e.message.method === 'notifications/progress' &&
                  (e.message.params as { progressToken?: unknown } | undefined)?.progressToken === progressToken,
              )
              .map((e) => ({
                seq: e.seq,
                ...(e.message.params as { progress: number; total?: number; message?: string }),
              }));
      const http = posted.find(
        (p) =>
          p.request.seq > sent.seq &&
          p.message.id === id &&
          p.message.method === sent.message.method &&
          p.request.link === sent.link,
      );
      const answered = messagesInBody(http?.response?.body).some((m) => m.id === id && m.method === undefined);
      const cancelled = rpc.find(
        (e) =>
          e.instance === sent.instance &&
          e.direction === 'send' &&
          e.message.method === 'notifications/cancelled' &&
          (e.message.params as { requestId?: unknown } | undefined)?.requestId === id,
      );
      return {
        client: sent.instance ?? '',
        id,
        method: sent.message.method!,
        params,
        sentSeq: sent.seq,
        progressToken,
        progress,
        response: response?.message,
        responseSeq: response?.seq,
        http,
        streamClosedEarly: http?.response !== undefined && !answered,
        cancelledSeq: cancelled?.seq,
      };
    });
}

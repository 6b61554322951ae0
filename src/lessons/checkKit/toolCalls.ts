import type { ApiCallEvent, JsonRpcEvent } from '../../runtime/trace/events';
import { handlerRuns as handlerRunsIn, type HandlerRun, type RunView, type ToolCall } from '../../runtime/trace/query';
import { modelToolCalls } from './llmContext';

export type { HandlerRun };

// tools/call requests tied to what they caused on the server's side: which server instance ran
// the handler, and which downstream API requests (mcp-tour/api) it made while it ran. This is
// how a check proves *which dataset* answered, rather than trusting a name or a plausible text.
//
// Pairing assumes calls to one server instance do not overlap in time, which holds for lesson
// programs that await each call.

/** A tools/call as RunView.toolCalls() gives it, plus the seq of its request and response on the wire. */
export interface TracedToolCall extends ToolCall {
  requestSeq: number;
  responseSeq?: number;
}

/** Every tools/call on the wire, in order, with request and response seqs. */
export function tracedToolCalls(run: RunView, name?: string): TracedToolCall[] {
  const sends = run.events.filter((e): e is JsonRpcEvent => e.kind === 'jsonrpc' && e.direction === 'send');
  const calls = run.toolCalls();
  return run
    .exchanges('tools/call')
    .map(
      (x, index): TracedToolCall => ({
        ...calls[index],
        requestSeq: sends.find((e) => e.message === x.request)?.seq ?? -1,
        responseSeq: x.response ? sends.find((e) => e.message === x.response)?.seq : undefined,
      }),
    )
    .filter((call) => name === undefined || call.name === name);
}

/** Every handler run, in order; only `tool`'s when given (the query the Chain panel asks too). */
export function handlerRuns(run: RunView, tool?: string): HandlerRun[] {
  return handlerRunsIn(run.events, tool);
}

/** The handler run a tools/call caused: on the instance that answered it, between request and response. */
export function handlerOf(run: RunView, call: TracedToolCall): HandlerRun | undefined {
  return handlerRuns(run, call.name).find(
    (h) =>
      h.instance === call.to &&
      h.start.seq > call.requestSeq &&
      (call.responseSeq === undefined || h.start.seq < call.responseSeq),
  );
}

/** The names of the APIs (mcp-tour/api instances) a server instance's handlers called during the run. */
export function apisCalledBy(run: RunView, instance: string): string[] {
  return [
    ...new Set(
      handlerRuns(run)
        .filter((h) => h.instance === instance)
        .flatMap((h) => h.apiCalls.map((c) => c.api)),
    ),
  ];
}

/** An api-call's path with %2F and friends decoded: "/api/v4/projects/acme/web/issues". */
export function decodedPath(call: ApiCallEvent): string {
  try {
    return decodeURIComponent(call.path);
  } catch {
    return call.path;
  }
}

/**
 * True when the host sent this tools/call for a model's tool call (it went out between the
 * model's tool-call entry and its tool-result); false for a call made directly with a client.
 */
export function sentForModel(run: RunView, call: TracedToolCall): boolean {
  return modelToolCalls(run).some(
    ({ call: asked, result }) =>
      asked.event.seq < call.requestSeq && (result === undefined || call.requestSeq < result.event.seq),
  );
}

import type { RunView } from '../../runtime/trace/query';
import { requestsOfClient, type WireRequest } from './eras';

// A lesson's probe is a part of the lesson's program that drives the learner's server beyond what the
// app in main.ts does: another client, another key, another turn. It introduces itself by name, so a
// check can find its traffic on the wire however the learner's own code is written.

/** What a probe client sent, and the tool calls among them that the server answered with a result that is not an error. */
export interface ProbeOutcome {
  requests: WireRequest[];
  served: WireRequest[];
}

/** The requests of the client that called itself `name`, and which of its tools/call the server served. */
export function probeOutcome(run: RunView, name: string): ProbeOutcome {
  const requests = requestsOfClient(run, name);
  const served = requests.filter((r) => {
    if (r.message.method !== 'tools/call' || (r.response?.status ?? 0) >= 400) return false;
    const result = r.reply?.result as { isError?: unknown; resultType?: unknown } | undefined;
    return result !== undefined && result.isError !== true && result.resultType !== 'input_required';
  });
  return { requests, served };
}

/** The text of a served call's content, for a failure message. */
export function servedText(request: WireRequest): string {
  const content = (request.reply?.result as { content?: { type?: string; text?: string }[] } | undefined)?.content;
  return (content ?? []).map((c) => (c.type === 'text' ? c.text : c.type)).join(' | ');
}

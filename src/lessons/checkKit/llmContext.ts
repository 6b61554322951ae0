import type { LlmContextEntry, LlmContextEvent, SecretLeakEvent } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';

// Questions about the model's context (mcp-tour/host's llm events): what the model was given,
// in order. A check that reads these reads exactly what the LLM context panel shows.

type EntryOf<T extends LlmContextEntry['type']> = Extract<LlmContextEntry, { type: T }>;

/** One context entry with the event that recorded it (its seq, its host, the server instance it belongs to). */
export interface ContextItem<T extends LlmContextEntry['type'] = LlmContextEntry['type']> {
  event: LlmContextEvent;
  entry: EntryOf<T>;
}

/** Every llm event of the run, in order; only `host`'s when given. */
export function contextEvents(run: RunView, host?: string): LlmContextEvent[] {
  return run.events.filter((e): e is LlmContextEvent => e.kind === 'llm' && (host === undefined || e.host === host));
}

/** The context entries of one type, each with its event. */
export function contextEntries<T extends LlmContextEntry['type']>(
  run: RunView,
  type: T,
  host?: string,
): ContextItem<T>[] {
  return contextEvents(run, host)
    .filter((event) => event.entry.type === type)
    .map((event) => ({ event, entry: event.entry as EntryOf<T> }));
}

/** A tool call the model made, paired with the tool result the host put back into its context. */
export interface ModelToolCall {
  call: ContextItem<'tool-call'>;
  /** Absent if the turn ended before a result came back. */
  result?: ContextItem<'tool-result'>;
}

/** The model's tool calls, in order, each with its result (paired by host and call id). */
export function modelToolCalls(run: RunView, name?: string): ModelToolCall[] {
  const results = contextEntries(run, 'tool-result');
  return contextEntries(run, 'tool-call')
    .filter((call) => name === undefined || call.entry.name === name)
    .map((call) => ({
      call,
      result: results.find(
        (r) => r.event.host === call.event.host && r.entry.id === call.entry.id && r.event.seq > call.event.seq,
      ),
    }));
}

/** Every tool list the model received, in order (the host adds one whenever the list changed). */
export function modelToolLists(run: RunView, host?: string): ContextItem<'tools'>[] {
  return contextEntries(run, 'tools', host);
}

/** The whole context as one JSON string: for "this never reached the model" checks. */
export function contextJson(run: RunView, host?: string): string {
  return JSON.stringify(contextEvents(run, host).map((e) => e.entry));
}

/** The llm event (seq, entry) whose entry contains `text`, or undefined. */
export function firstContextEventContaining(run: RunView, text: string, host?: string): LlmContextEvent | undefined {
  return contextEvents(run, host).find((e) => JSON.stringify(e.entry).includes(text));
}

/** Secret-leak events (mcp-tour/secrets): a marked secret seen in the context, the console, a URL or a log. */
export function secretLeaks(run: RunView): SecretLeakEvent[] {
  return run.events.filter((e): e is SecretLeakEvent => e.kind === 'secret-leak');
}

/** The text blocks of a tool result's content, joined by newlines (the trace's own reading, as the views use it). */
export { contentText } from '../../runtime/trace/query';

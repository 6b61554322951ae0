import { activeRecorder } from '../../trace/activeRecorder';
import type { SecretLeakEvent, TraceEvent } from '../../trace/events';
import { secretForms } from '../../trace/credentials';
import type { TraceRecorder } from '../../trace/recorder';

// mcp-tour/secrets: mark a value as secret, and the run record reports every place it shows up
// where it must never be: the model's context, the console, a URL, a log.

interface MarkedSecret {
  value: string;
  label: string;
  /** The value as written, percent-encoded and JSON-escaped: how it appears in a URL or a message. */
  forms: string[];
}

const secretsByRun = new WeakMap<TraceRecorder, MarkedSecret[]>();

/** Secrets one run records: enough for any lesson; the views mask at most MAX_SECRET_FORMS spellings. */
export const MAX_MARKED_SECRETS = 32;

/** Marks `value` as a secret of this run and returns it unchanged, ready to use as a credential. */
export function secret(value: string, label = 'secret'): string {
  if (typeof value !== 'string' || value.length < 4) {
    throw new TypeError('secret(value, label): value must be a string of at least 4 characters');
  }
  const recorder = activeRecorder();
  if (!recorder) return value;
  let marked = secretsByRun.get(recorder);
  if (!marked) {
    secretsByRun.set(recorder, (marked = []));
    const list = marked;
    recorder.watch((event) => scan(recorder, list, event));
  }
  if (marked.length < MAX_MARKED_SECRETS && !marked.some((s) => s.value === value)) {
    const forms = secretForms(value);
    marked.push({ value, label, forms });
    // The program holds the value already; the trace gets it so views can mask it everywhere.
    recorder.emit({ kind: 'secret-marked', layer: 'runtime', label, forms });
  }
  return value;
}

export { mask } from '../../trace/credentials';

function scan(recorder: TraceRecorder, marked: readonly MarkedSecret[], event: TraceEvent): void {
  const places = placesIn(event);
  for (const { where, text } of places) {
    for (const { label, forms } of marked) {
      const appearedAs = forms.filter((form) => text.includes(form));
      if (appearedAs.length > 0)
        recorder.emit({ kind: 'secret-leak', layer: event.layer, label, where, inEvent: event.seq, appearedAs });
    }
  }
}

function placesIn(event: TraceEvent): { where: SecretLeakEvent['where']; text: string }[] {
  switch (event.kind) {
    case 'llm':
      return [{ where: 'llm-context', text: JSON.stringify(event.entry) }];
    case 'console':
      return [{ where: 'console', text: event.text }];
    case 'http':
      return event.direction === 'request' ? [{ where: 'url', text: event.url }] : [];
    case 'spawn':
      // Command lines show up in process listings and shell histories.
      return [{ where: 'command-line', text: [event.command, ...event.args].join(' ') }];
    case 'stdio':
      return event.stream === 'stderr' ? [{ where: 'log', text: event.text }] : [];
    case 'jsonrpc':
      return event.direction === 'send' && event.message.method === 'notifications/message'
        ? [{ where: 'log', text: JSON.stringify(event.message.params) }]
        : [];
    default:
      return [];
  }
}

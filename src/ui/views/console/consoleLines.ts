import type { RunError, TraceEvent } from '../../../runtime/trace/events';

// The Console's lines, derived from the run's events. A live run's event list only grows, so the
// lines made for the events seen before are kept and only the new events are read: a flood of
// output costs each frame what arrived in it, not everything printed so far.

/** Longer lines are shown cut: one huge string must not cost the page a huge layout. */
export const MAX_LINE_CHARS = 10_000;

export interface ConsoleLine {
  key: string;
  tone: 'log' | 'info' | 'warn' | 'error' | 'debug';
  text: string;
  /** The same values printed in full, where `text` hides nested objects as Node does. */
  fullText?: string;
  /** For the run's error, or a server's: where it happened in the learner's code. */
  error?: RunError;
  /** Whose error it is, when not the program's: the server whose code threw it. */
  from?: string;
}

export class ConsoleLines {
  private source: readonly TraceEvent[] = [];
  private read = 0;
  private lines: ConsoleLine[] = [];
  private hasError = false;

  constructor(private readonly errorText: (error: RunError) => string) {}

  /** The lines of `events`; reuses the work done for an earlier list that this one extends. */
  of(events: readonly TraceEvent[]): { lines: readonly ConsoleLine[]; hasError: boolean } {
    if (!this.extends(events)) {
      this.lines = [];
      this.read = 0;
      this.hasError = false;
    }
    for (let index = this.read; index < events.length; index++) {
      const event = events[index];
      if (event.kind === 'console') {
        this.lines.push({
          key: `c${event.seq}`,
          tone: event.level,
          text: shown(event.text),
          ...(event.fullText ? { fullText: shown(event.fullText) } : {}),
        });
      }
      if (event.kind === 'server-error') {
        const text = `[${event.server}] the server's code threw, and its SDK answered with an error: ${this.errorText(event.error)}`;
        this.lines.push({ key: `s${event.seq}`, tone: 'error', text, error: event.error, from: event.server });
      }
      if (event.kind === 'error') {
        this.lines.push({ key: `e${event.seq}`, tone: 'error', text: this.errorText(event.error), error: event.error });
        this.hasError = true;
      }
    }
    this.source = events;
    this.read = events.length;
    // A new array each time (a pointer copy, not a re-derivation), so React sees the change.
    return { lines: this.lines.slice(), hasError: this.hasError };
  }

  /** The new list starts with every event already read (a live run that grew, or the final record). */
  private extends(events: readonly TraceEvent[]): boolean {
    if (events.length < this.read) return false;
    if (this.read === 0) return true;
    return events[0] === this.source[0] && events[this.read - 1] === this.source[this.read - 1];
  }
}

function shown(text: string): string {
  if (text.length <= MAX_LINE_CHARS) return text;
  return `${text.slice(0, MAX_LINE_CHARS)}… (${(text.length - MAX_LINE_CHARS).toLocaleString('en-US')} more characters not shown)`;
}

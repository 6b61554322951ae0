import type { ConsoleEvent, TraceEvent } from '../trace/events';

// What leaves the sandbox for the page, and how much. A beginner's `while (true) console.log(i++)`
// makes millions of events in five seconds; sent one by one they froze the tab for minutes. Here
// events travel in batches (by count and by time, checked on every event because a program stuck
// in a loop never lets a timer fire), a run sends at most so many console lines and bytes, and no
// single event carries a string longer than a limit. The program itself keeps running.

export const OUTPUT_LIMITS = {
  /** Console lines sent per run; later lines are counted, not sent. */
  consoleLines: 10_000,
  /** Characters of events (as JSON) sent per run; past it only errors still go out. */
  totalChars: 8_000_000,
  /** Longest string inside one event; longer ones are cut with a note. */
  stringChars: 100_000,
  /** A batch goes out when it holds this many events… */
  batchEvents: 500,
  /** …or this many milliseconds after its first event. */
  batchMs: 30,
};

export type OutputLimits = typeof OUTPUT_LIMITS;

export class Outbox {
  private pending: TraceEvent[] = [];
  private firstPendingAt = 0;
  private consoleLines = 0;
  private chars = 0;
  private truncated = false;
  private flushQueued = false;

  private readonly send: (events: TraceEvent[]) => void;
  private readonly schedule: (callback: () => void, ms: number) => unknown;
  private readonly now: () => number;
  private readonly limits: OutputLimits;

  /** `schedule` and `now` are taken before learner code runs: a program may patch the globals. */
  constructor(options: { send: (events: TraceEvent[]) => void; schedule: (callback: () => void, ms: number) => unknown; now: () => number; limits?: OutputLimits }) {
    this.send = options.send;
    this.schedule = options.schedule;
    this.now = options.now;
    this.limits = options.limits ?? OUTPUT_LIMITS;
  }

  push(event: TraceEvent): void {
    if (event.kind === 'console' && ++this.consoleLines > this.limits.consoleLines) return this.truncate(event);
    const fitted = fitStrings(event, this.limits.stringChars);
    const size = fitted.kind === 'console' ? fitted.text.length + 80 : JSON.stringify(fitted).length;
    this.chars += size;
    if (this.chars > this.limits.totalChars && event.kind !== 'error') return this.truncate(event);
    this.queue(fitted);
  }

  /** Sends what is waiting; call it when the program ends. */
  flush(): void {
    if (!this.pending.length) return;
    const batch = this.pending;
    this.pending = [];
    this.send(batch);
  }

  private queue(event: TraceEvent): void {
    if (this.pending.push(event) === 1) this.firstPendingAt = this.now();
    if (this.pending.length >= this.limits.batchEvents || this.now() - this.firstPendingAt >= this.limits.batchMs) {
      this.flush();
    } else if (!this.flushQueued) {
      // A program that awaits lets this run, so a quiet program's output is not held back.
      this.flushQueued = true;
      this.schedule(() => {
        this.flushQueued = false;
        this.flush();
      }, this.limits.batchMs);
    }
  }

  /** The first event over a limit becomes one notice; everything after it (but errors) is dropped. */
  private truncate(event: TraceEvent): void {
    if (this.truncated) return;
    this.truncated = true;
    const byLines = this.consoleLines > this.limits.consoleLines;
    const amount = byLines
      ? `${this.limits.consoleLines.toLocaleString('en-US')} lines`
      : `${Math.round(this.limits.totalChars / 1_000_000)} MB`;
    const notice: ConsoleEvent = {
      kind: 'console',
      layer: 'runtime',
      level: 'warn',
      seq: event.seq,
      t: event.t,
      text: `MCP Tour: output truncated after ${amount} — the program kept running, but nothing more it printed or sent is shown.`,
    };
    this.queue(notice);
    this.flush();
  }
}

/** The event with every string longer than `max` cut, or the same event when none is. */
export function fitStrings<E extends TraceEvent>(event: E, max: number): E {
  return cut(event, max, 0) as E;
}

function cut(value: unknown, max: number, depth: number): unknown {
  if (typeof value === 'string') {
    return value.length > max ? `${value.slice(0, max)}… [MCP Tour cut ${(value.length - max).toLocaleString('en-US')} more characters]` : value;
  }
  if (typeof value !== 'object' || value === null || depth > 64) return value;
  let changed: Record<string, unknown> | unknown[] | undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const fitted = cut(item, max, depth + 1);
    if (fitted !== item) {
      changed ??= Array.isArray(value) ? value.slice() : { ...value };
      (changed as Record<string | number, unknown>)[key] = fitted;
    }
  }
  return changed ?? value;
}

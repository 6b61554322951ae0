import type { ConsoleEvent, TraceEvent } from '../trace/events';
import { append, detachedCopy, formatCount, stringIndexOf, stringSlice } from './detachedCopy';

// What leaves the sandbox for the page, and how much. A beginner's `while (true) console.log(i++)`
// makes millions of events in five seconds; sent one by one they froze the tab for minutes. Light
// output goes out event by event, at once: a program that prints and then loops forever (another
// beginner's mistake) never lets a timer fire, and what it printed must reach the page before it is
// stopped. A flood travels in batches (by count and by time, checked on every event for the same
// reason). A run sends at most so many console lines (counted by line breaks, not by calls) and
// bytes, and no single event carries a string longer than a limit. The program keeps running.
// Each event goes out as a detached copy (detachedCopy.ts): a program that patches built-ins can
// neither see the batch nor add to it.

export const OUTPUT_LIMITS = {
  /** Events sent per run, of any kind: about what the run views can draw without stalling. */
  events: 20_000,
  /** Console lines sent per run; later lines are counted, not sent. */
  consoleLines: 10_000,
  /** Characters of events (as JSON) sent per run; past it only errors still go out. */
  totalChars: 8_000_000,
  /**
   * Values (objects, arrays, strings, numbers…) sent per run and per batch, well inside what the
   * page checks for one run and one message (PAGE_LIMITS in validateMessage.ts).
   */
  totalNodes: 4_000_000,
  batchNodes: 500_000,
  /** Longest string inside one event; longer ones are cut with a note. */
  stringChars: 100_000,
  /** Values in one event, and how deep they nest (the page refuses more). */
  nodesPerEvent: 50_000,
  depth: 64,
  /** While fewer than this many events went out in the last `batchMs`, each goes out at once… */
  eagerEvents: 50,
  /** …after that (a flood), a batch goes out when it holds this many events… */
  batchEvents: 500,
  /** …or this many milliseconds after its first event. */
  batchMs: 30,
};

export type OutputLimits = typeof OUTPUT_LIMITS;

export class Outbox {
  private pending: TraceEvent[] = [];
  private firstPendingAt = 0;
  /** Events sent in the current window of `batchMs`, and when the window began. */
  private windowCount = 0;
  private windowStart = -Infinity;
  private consoleLines = 0;
  private events = 0;
  private chars = 0;
  private nodes = 0;
  private pendingNodes = 0;
  private truncated = false;
  private flushQueued = false;

  private readonly send: (events: TraceEvent[]) => void;
  private readonly schedule: (callback: () => void, ms: number) => unknown;
  private readonly now: () => number;
  private readonly limits: OutputLimits;

  /** `schedule` and `now` are taken before learner code runs: a program may patch the globals. */
  constructor(options: {
    send: (events: TraceEvent[]) => void;
    schedule: (callback: () => void, ms: number) => unknown;
    now: () => number;
    limits?: OutputLimits;
  }) {
    this.send = options.send;
    this.schedule = options.schedule;
    this.now = options.now;
    this.limits = options.limits ?? OUTPUT_LIMITS;
  }

  push(event: TraceEvent): void {
    if (this.truncated && event.kind !== 'error') return;
    if (++this.events > this.limits.events && event.kind !== 'error') {
      this.truncate(event, 'events');
      return;
    }
    const {
      value: fitted,
      chars,
      nodes,
    } = detachedCopy(event, {
      stringChars: this.limits.stringChars,
      nodes: this.limits.nodesPerEvent,
      depth: this.limits.depth,
    });
    if (fitted.kind === 'console') {
      const room = this.limits.consoleLines - this.consoleLines;
      const lines = lineCount(fitted.text);
      this.consoleLines += lines;
      if (lines > room) {
        // The lines that still fit go out, then the notice.
        if (room > 0) this.queue({ ...fitted, text: firstLines(fitted.text, room) }, nodes);
        this.truncate(fitted, 'lines');
        return;
      }
    }
    this.chars += chars;
    this.nodes += nodes;
    if (fitted.kind !== 'error' && (this.chars > this.limits.totalChars || this.nodes > this.limits.totalNodes)) {
      this.truncate(fitted, this.chars > this.limits.totalChars ? 'bytes' : 'values');
      return;
    }
    this.queue(fitted, nodes);
  }

  /** Sends what is waiting; call it when the program ends. */
  flush(): void {
    if (!this.pending.length) return;
    const batch = this.pending;
    this.pending = [];
    this.pendingNodes = 0;
    this.send(batch);
  }

  private queue(event: TraceEvent, nodes: number): void {
    const now = this.now();
    if (now - this.windowStart >= this.limits.batchMs) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    append(this.pending, event);
    this.pendingNodes += nodes;
    if (this.pending.length === 1) this.firstPendingAt = now;
    const flood = this.windowCount > this.limits.eagerEvents;
    if (
      !flood ||
      this.pending.length >= this.limits.batchEvents ||
      this.pendingNodes >= this.limits.batchNodes ||
      now - this.firstPendingAt >= this.limits.batchMs
    ) {
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
  private truncate(event: TraceEvent, limit: 'lines' | 'bytes' | 'values' | 'events'): void {
    if (this.truncated) return;
    this.truncated = true;
    const amount = {
      lines: `${formatCount(this.limits.consoleLines)} lines`,
      bytes: `${formatCount(this.limits.totalChars / 1_000_000)} MB`,
      values: `${formatCount(this.limits.totalNodes)} values`,
      events: `${formatCount(this.limits.events)} events`,
    }[limit];
    const notice: ConsoleEvent = {
      kind: 'console',
      layer: 'runtime',
      level: 'warn',
      seq: event.seq,
      t: event.t,
      text: `MCP Tour: output truncated after ${amount} — the program kept running, but nothing more it printed or sent is shown.`,
    };
    this.queue(notice, 4);
    this.flush();
  }
}

/** The first `count` lines of a text. */
function firstLines(text: string, count: number): string {
  let at = -1;
  for (let line = 0; line < count; line++) {
    at = stringIndexOf(text, '\n', at + 1);
    if (at === -1) return text;
  }
  return stringSlice(text, 0, at);
}

/** Lines a console text takes on screen. */
function lineCount(text: string): number {
  let lines = 1;
  for (let at = stringIndexOf(text, '\n'); at !== -1; at = stringIndexOf(text, '\n', at + 1)) lines += 1;
  return lines;
}

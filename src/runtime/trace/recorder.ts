import type { NewTraceEvent, RunError, TraceEvent } from './events';

// Appends events in order with a sequence number and a run-relative time. The recorder is the
// only writer of a run's log; views and checks only read it.

export class TraceRecorder {
  readonly events: TraceEvent[] = [];
  private readonly startedAt = performance.now();
  private readonly counters = new Map<string, number>();
  private readonly watchers: ((event: TraceEvent) => void)[] = [];
  private readonly finishers: (() => void)[] = [];

  constructor(private readonly onEvent?: (event: TraceEvent) => void) {}

  /**
   * Where in the learner's code an error was thrown. The runtime sets it while a program runs
   * (only it knows the program's URL and source map); a helper that catches an error the program
   * never sees reports it with this.
   */
  locate: (error: unknown) => RunError = (error) => ({
    kind: 'runtime',
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
  });

  emit(partial: NewTraceEvent): TraceEvent {
    const event = { ...partial, seq: this.events.length + 1, t: this.elapsed() } as TraceEvent;
    this.events.push(event);
    this.onEvent?.(event);
    for (const watcher of this.watchers) watcher(event);
    return event;
  }

  /** Lets a helper record what is still in flight (an open stream) just before the log closes. */
  beforeFinish(callback: () => void): void {
    this.finishers.push(callback);
  }

  /** Runs the beforeFinish callbacks once; the runtime calls it as the program ends. */
  finish(): void {
    for (const callback of this.finishers.splice(0)) {
      try {
        callback();
      } catch {
        // A helper failing to report in-flight state must not turn a finished run into a failed one.
      }
    }
  }

  /** Lets a run-wide concern (such as secret scanning) see every later event. */
  watch(watcher: (event: TraceEvent) => void): void {
    this.watchers.push(watcher);
  }

  elapsed(): number {
    return Math.round((performance.now() - this.startedAt) * 100) / 100;
  }

  /** "server#1", "server#2", … unique within this run. */
  nextId(prefix: string): string {
    const n = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, n);
    return `${prefix}#${n}`;
  }
}

/** A JSON snapshot, so later mutation by the code under test cannot rewrite history. */
export function snapshot<T>(value: T): T {
  try {
    return JSON.parse(JSON.stringify(value)) as T;
  } catch {
    return String(value) as T;
  }
}

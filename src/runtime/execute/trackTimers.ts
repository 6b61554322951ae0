// A program is finished when its module has evaluated and no timer it started is still pending,
// which is when Node would exit. Timers are counted by wrapping the scope's timer functions.

type TimerScope = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;

export interface TimerTracker {
  /** Resolves when no timer is pending after the current turn. */
  idle(): Promise<void>;
  /** Cancels what the program left pending (as its process exiting would) and unwraps the scope. */
  restore(): void;
}

export function trackTimers(scope: TimerScope): TimerTracker {
  const original = {
    setTimeout: scope.setTimeout,
    clearTimeout: scope.clearTimeout,
    setInterval: scope.setInterval,
    clearInterval: scope.clearInterval,
  };
  const live = new Set<unknown>();
  let wake: (() => void) | undefined;
  const changed = () => {
    wake?.();
    wake = undefined;
  };
  const key = (handle: unknown) => (typeof handle === 'object' && handle !== null ? handle : Number(handle));

  scope.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle: unknown = (original.setTimeout as (...all: unknown[]) => unknown).call(
      scope,
      (...callArgs: unknown[]) => {
        live.delete(key(handle));
        try {
          callback(...callArgs);
        } finally {
          changed();
        }
      },
      delay,
      ...args,
    );
    live.add(key(handle));
    return handle;
  }) as typeof scope.setTimeout;
  scope.setInterval = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle: unknown = (original.setInterval as (...all: unknown[]) => unknown).call(
      scope,
      callback,
      delay,
      ...args,
    );
    live.add(key(handle));
    return handle;
  }) as typeof scope.setInterval;
  const clear = (originalClear: (handle: never) => void) => (handle: unknown) => {
    live.delete(key(handle));
    originalClear.call(scope, handle as never);
    changed();
  };
  scope.clearTimeout = clear(original.clearTimeout) as typeof scope.clearTimeout;
  scope.clearInterval = clear(original.clearInterval) as typeof scope.clearInterval;

  const turn = () => new Promise<void>((resolve) => original.setTimeout.call(scope, resolve, 0));
  return {
    async idle() {
      for (;;) {
        await turn();
        if (live.size === 0) return;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    restore() {
      for (const handle of live) {
        original.clearTimeout.call(scope, handle as never);
        original.clearInterval.call(scope, handle as never);
      }
      live.clear();
      Object.assign(scope, original);
    },
  };
}

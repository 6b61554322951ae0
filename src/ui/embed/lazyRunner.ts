import type { Runner } from '../../runtime/runner';

// A Runner whose sandbox Worker starts only when asked: a page with ten embeds must not start ten
// Workers (each parses the SDK and warms up) for embeds the reader never scrolls to.

export interface LazyRunner extends Runner {
  /** Starts the real runner, if it has not started yet. */
  start(): void;
  /** Resolves once start() has been called (or a run started it). */
  readonly started: Promise<void>;
}

export function createLazyRunner(create: () => Runner): LazyRunner {
  let inner: Runner | undefined;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));

  const startInner = (): Runner => {
    if (!inner) {
      markStarted();
      inner = create();
    }
    return inner;
  };

  return {
    started,
    start() {
      try {
        startInner();
      } catch {
        // The run that needs the runner tries again and reports it in its record.
      }
    },
    run: async (source, options) => startInner().run(source, options),
    async prepare(source) {
      // Nothing to load into before the runner starts: this settles once it has started and holds
      // what the code imports (or could not start: Run is then offered, and its record says why).
      await started;
      await inner?.prepare(source);
    },
    stop: () => inner?.stop(),
    dispose: () => inner?.dispose(),
  };
}

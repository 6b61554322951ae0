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
  let resolveReady!: () => void;
  let rejectReady!: (error: unknown) => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // Nobody may be listening yet; the failure still reaches whoever awaits `ready` later.
  ready.catch(() => {});

  let preparedSource: string | undefined;
  const startInner = (): Runner => {
    if (!inner) {
      markStarted();
      try {
        inner = create();
      } catch (error) {
        rejectReady(error);
        throw error;
      }
      inner.ready.then(resolveReady, rejectReady);
      if (preparedSource !== undefined) inner.prepare(preparedSource);
    }
    return inner;
  };

  return {
    ready,
    started,
    start() {
      try {
        startInner();
      } catch {
        // Reported through `ready`; a later run reports it again in its record.
      }
    },
    run: (source, options) => startInner().run(source, options),
    async prepare(source) {
      preparedSource = source;
      // Not started: nothing to load into yet; the runner, once started, is prepared for this code.
      await inner?.prepare(source);
    },
    stop: () => inner?.stop(),
    dispose: () => inner?.dispose(),
  };
}

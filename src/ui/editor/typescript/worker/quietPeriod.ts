// A full type check takes the worker for hundreds of milliseconds, and Monaco asks for one as soon as
// its model exists, just when a learner is likely to hover or type a dot. Checks wait until requests
// have stopped coming for a moment, so interactive answers (hover, completion) go first. Monaco's
// diagnostics are debounced by 500 ms anyway: a few more milliseconds are not seen.

export class QuietPeriod {
  private lastRequestAt = -Infinity;

  constructor(
    private readonly quietMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** A request came in. */
  note(): void {
    this.lastRequestAt = this.now();
  }

  /** Resolves once no request has come in for `quietMs` (at once if none came lately), after at least one task. */
  async wait(): Promise<void> {
    do {
      const remaining = this.lastRequestAt + this.quietMs - this.now();
      await this.sleep(Math.max(0, remaining));
    } while (this.now() - this.lastRequestAt < this.quietMs);
  }
}

// Runs a callback once the first frame has been painted and the main thread has a quiet moment,
// so loading Monaco never competes with the page becoming usable.

const IDLE_TIMEOUT_MS = 3000;
const FALLBACK_DELAY_MS = 200;

/** Returns a function that cancels the callback if it has not run yet. */
export function afterPaintWhenIdle(callback: () => void): () => void {
  let cancelled = false;
  const cancels: Array<() => void> = [];
  const run = () => {
    if (!cancelled) callback();
  };
  const frame = requestAnimationFrame(() => {
    // A task queued from inside a frame callback runs after that frame is painted.
    const task = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        const idle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
        cancels.push(() => cancelIdleCallback(idle));
      } else {
        const delayed = setTimeout(run, FALLBACK_DELAY_MS);
        cancels.push(() => clearTimeout(delayed));
      }
    });
    cancels.push(() => clearTimeout(task));
  });
  cancels.push(() => cancelAnimationFrame(frame));
  return () => {
    cancelled = true;
    for (const cancel of cancels) cancel();
  };
}

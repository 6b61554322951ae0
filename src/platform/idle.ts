// Work that should wait for a quiet main thread (starting Monaco, warming the next sandbox Worker),
// so it never competes with the page becoming usable or with a run. One scheduler for the page:
// the runtime's page side and the UI both use it.

const FALLBACK_DELAY_MS = 200;

/** Runs `callback` at the next idle moment, or after `timeoutMs` at the latest. Returns a cancel function. */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }
  const delayed = setTimeout(callback, Math.min(FALLBACK_DELAY_MS, timeoutMs));
  return () => clearTimeout(delayed);
}

/** As whenIdle, but only once the next frame has been painted. */
export function afterPaintWhenIdle(callback: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let cancelLater = () => {};
  const frame = requestAnimationFrame(() => {
    // A task queued from inside a frame callback runs after that frame is painted.
    const task = setTimeout(() => {
      if (!cancelled) cancelLater = whenIdle(callback, timeoutMs);
    });
    cancelLater = () => clearTimeout(task);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    cancelLater();
  };
}

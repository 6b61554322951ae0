// The trace views have nothing to show before a run, so their code is not part of the page's first
// chunk: it loads with the first run (lazyPanel.tsx). Before that, each view's region shows its
// idle text, which lives outside the views for that reason (idleTexts.ts).

import { retryableImport } from '../../../platform/retryableImport';

export type TraceViews = typeof import('../traceViews');

const importViews = retryableImport(() => import('../traceViews'));

let loaded: TraceViews | undefined;
let loading: Promise<TraceViews> | undefined;
const waiting = new Set<(views: TraceViews) => void>();

/** The views, if their code has arrived. */
export function loadedTraceViews(): TraceViews | undefined {
  return loaded;
}

/** Loads the views' code once; after a failure (offline, a deploy replaced the chunk) the next call tries again. */
export function loadTraceViews(): Promise<TraceViews> {
  loading ??= importViews().then(
    (views) => {
      loaded = views;
      for (const callback of waiting) callback(views);
      waiting.clear();
      return views;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls back once the views' code has arrived (without asking for it); returns how to stop waiting. */
export function whenTraceViewsLoad(callback: (views: TraceViews) => void): () => void {
  if (loaded) {
    callback(loaded);
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

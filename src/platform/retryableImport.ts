// A browser may keep a failed dynamic import() for the rest of the visit: asked again for the same
// URL it answers with the same failure without fetching (this machine's Chromium 150 does; the HTML
// standard caches a failed module fetch in the module map). A retry therefore asks for the chunk under
// a URL of its own, read from the failure ("Failed to fetch dynamically imported module: <url>"):
// the same file, with a query that makes it a new entry; its own imports resolve to the modules
// already loaded.

/**
 * The first call runs `load` (an import()); after a failure that names the chunk's URL, calls fetch
 * that URL afresh. `pick` takes what the caller needs from the module.
 */
export function retryableImport<M, T = M>(
  load: () => Promise<M>,
  pick: (module: M) => T = (module) => module as unknown as T,
): () => Promise<T> {
  let failedUrl: string | undefined;
  let retries = 0;
  return () => {
    const attempt = failedUrl ? (import(/* @vite-ignore */ `${failedUrl}?retry=${++retries}`) as Promise<M>) : load();
    return attempt.then(pick, (error: unknown) => {
      failedUrl ??= chunkUrlOf(error);
      throw error;
    });
  };
}

/** The module URL a failed dynamic import names, when it names one of this site's. */
export function chunkUrlOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const found = /(https?:\/\/\S+?\.js)\b/.exec(message)?.[1];
  if (!found || typeof location === 'undefined') return undefined;
  try {
    return new URL(found).origin === location.origin ? found : undefined;
  } catch {
    return undefined;
  }
}

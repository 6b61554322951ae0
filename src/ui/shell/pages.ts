import type { ComponentType } from 'react';
import { retryableImport } from '../../platform/retryableImport';

// The pages other than a lesson come in chunks of their own, each fetched once per visit; each
// route's HTML preloads its own (build/routes/routesPlugin.ts, pageModule). A download that failed
// stays failed (React reads it again on every render) until Try again forgets it (forgetFailedPages).

export type LazyPage = 'home' | 'playground' | 'glossary' | 'notFound';

/** A page's chunk did not arrive: PageChunkBoundary offers to fetch it again. */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

// biome-ignore lint/suspicious/noExplicitAny: each page has its own props
type Loaded = ComponentType<any>;

const loaders: Record<LazyPage, () => Promise<Loaded>> = {
  home: retryableImport(
    () => import('../home/HomePage'),
    (module) => module.HomePage,
  ),
  playground: retryableImport(
    () => import('../playground/PlaygroundPage'),
    (module) => module.PlaygroundPage,
  ),
  glossary: retryableImport(
    () => import('../glossary/GlossaryPage'),
    (module) => module.GlossaryPage,
  ),
  notFound: retryableImport(
    () => import('./NotFoundPage'),
    (module) => module.NotFoundPage,
  ),
};

/** A promise React's use() reads at once when settled (the status fields are the ones React itself sets). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const pages = new Map<LazyPage, Tracked<Loaded>>();

export function pageComponent(page: LazyPage): Promise<Loaded> {
  let loading = pages.get(page);
  if (!loading) {
    const tracked: Tracked<Loaded> = loaders[page]().then(
      (component) => {
        tracked.status = 'fulfilled';
        tracked.value = component;
        return component;
      },
      (error: unknown) => {
        console.error("MCP Tour: this page's code could not be loaded", error);
        tracked.status = 'rejected';
        tracked.reason = new PageLoadError(String(error));
        throw tracked.reason;
      },
    );
    loading = tracked;
    pages.set(page, loading);
  }
  return loading;
}

/** Try again: the pages whose download failed are fetched anew when next drawn. */
export function forgetFailedPages(): void {
  for (const [page, loading] of pages) if (loading.status === 'rejected') pages.delete(page);
}

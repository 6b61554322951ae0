import type { ComponentType } from 'react';

// The pages other than a lesson come in chunks of their own, each fetched once per visit; each
// route's HTML preloads its own (build/routes/routesPlugin.ts, pageModule). A download that fails
// is forgotten, so Try again fetches it anew.

export type LazyPage = 'home' | 'playground' | 'notFound';

/** A page's chunk did not arrive: PageChunkBoundary offers to fetch it again. */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

// biome-ignore lint/suspicious/noExplicitAny: each page has its own props
type Loaded = ComponentType<any>;

const loaders: Record<LazyPage, () => Promise<Loaded>> = {
  home: () => import('../home/HomePage').then((module) => module.HomePage),
  playground: () => import('../playground/PlaygroundPage').then((module) => module.PlaygroundPage),
  notFound: () => import('./NotFoundPage').then((module) => module.NotFoundPage),
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
        pages.delete(page);
        throw new PageLoadError(String(error));
      },
    );
    loading = tracked;
    pages.set(page, loading);
  }
  return loading;
}

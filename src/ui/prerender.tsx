import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { loadLesson } from '../lessons/catalog';
import { SiteApp } from './App';
import { routeFor } from './routing/routes';

// The build's side of hydration (build/routes/prerender.ts runs this under Node): a page's
// markup, drawn by the same components the browser hydrates, with what the browser will have in
// hand when it does (src/main.tsx): the lesson's content, and nothing of this browser's own.

/** The markup inside <div id="root"> for the page at `pathname` (base path included). */
export async function renderPage(pathname: string): Promise<string> {
  const route = routeFor(pathname);
  if (route.kind === 'lesson') await loadLesson(route.slug);
  const { prelude } = await prerender(
    <StrictMode>
      <SiteApp ssrPath={pathname} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}

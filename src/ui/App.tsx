import type { ReactElement } from 'react';
import { lessons } from '../lessons/catalog';
import { LessonPage } from './lesson/LessonPage';
import { StorageNotice } from './persistence/StorageNotice';
import { type EmbedRoute, isEmbedRoute, type Route } from './routing/routes';
import { AppHeader } from './shell/AppHeader';
import { FramedNotice, isFramed } from './shell/FramedNotice';
import { ThemeProvider } from './theme/ThemeContext';
import './shell/shell.css';
import './workbench/workbench.css';

// The lesson page comes with this script: most visits start on a lesson, and its first load is the
// one budgeted (e2e/first-load.spec.ts). The other pages are chunks of their own, which each
// route's HTML preloads (build/routes/routesPlugin.ts, pageModule), so they cost no round trip more.

/** The whole page for a route, its code fetched first. */
export async function loadApp(route: Route): Promise<ReactElement> {
  // Embeds live in other sites' iframes: no header, no site theme, a runner that starts late.
  if (isEmbedRoute(route)) {
    const { EmbedApp } = await import('./embed/EmbedApp');
    return <EmbedApp route={route} />;
  }
  if (isFramed()) return <FramedNotice />;
  const page = await loadPage(route);
  return (
    <ThemeProvider>
      <div className={`app app--${route.kind}`}>
        <AppHeader route={route} />
        <StorageNotice />
        <main id="main" className="app__main" tabIndex={-1}>
          {page}
        </main>
      </div>
    </ThemeProvider>
  );
}

async function loadPage(route: Exclude<Route, EmbedRoute>): Promise<ReactElement> {
  const summary = route.kind === 'lesson' ? lessons.find((lesson) => lesson.slug === route.slug) : undefined;
  if (summary) return <LessonPage key={summary.slug} summary={summary} />;
  switch (route.kind) {
    case 'home': {
      const { HomePage } = await import('./home/HomePage');
      return <HomePage />;
    }
    case 'playground': {
      const { PlaygroundPage } = await import('./playground/PlaygroundPage');
      return <PlaygroundPage />;
    }
    default: {
      const { NotFoundPage } = await import('./shell/NotFoundPage');
      return <NotFoundPage lessonAddress={route.kind === 'lesson' || route.path.startsWith('lessons/')} />;
    }
  }
}

/** Pages with an editor start their runner before the UI renders, so the worker warms up meanwhile. */
export function needsRunner(route: Route): boolean {
  return (
    route.kind === 'playground' || (route.kind === 'lesson' && lessons.some((lesson) => lesson.slug === route.slug))
  );
}

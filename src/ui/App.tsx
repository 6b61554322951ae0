import { type ReactElement, Suspense, use, useCallback, useState } from 'react';
import { Router, useLocation } from 'wouter';
import { lessons } from '../lessons/catalog';
import { LessonPage } from './lesson/LessonPage';
import { StorageNotice } from './persistence/StorageNotice';
import { pageTitles } from './routing/pageTitles';
import { type Route, routeFor } from './routing/routes';
import { AppHeader } from './shell/AppHeader';
import { PageArrival } from './shell/PageArrival';
import { PageChunkBoundary } from './shell/PageChunkBoundary';
import { pageErrorMessage } from './shell/PageFailure';
import { type LazyPage, pageComponent } from './shell/pages';
import { ViewErrorBoundary } from './shell/ViewErrorBoundary';
import { ThemeProvider } from './theme/ThemeContext';
import './shell/shell.css';
import './workbench/workbench.css';

// The site (every page but the embeds): prerendered at build time with the page's address
// (`ssrPath`), hydrated in the browser, then a single-page app: in-app links (wouter's <Link>)
// change the address and the page without a page load, while the sandbox frame, its Worker and the
// editor stay (src/ui/run/pageRunner.ts, src/ui/editor/monaco/monacoView.ts).
//
// The lesson page comes with this script: most visits start on a lesson, and its first load is the
// one budgeted (e2e/first-load.spec.ts). The other pages are chunks of their own (shell/pages.ts).

export function SiteApp({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <ThemeProvider>
        <Shell />
      </ThemeProvider>
    </Router>
  );
}

function Shell() {
  const [location] = useLocation();
  const route = routeFor(location);
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => setAnnouncement(text), []);
  return (
    <div className={`app app--${route.kind}`}>
      <AppHeader route={route} />
      <StorageNotice />
      <main id="main" className="app__main" tabIndex={-1}>
        <ViewErrorBoundary key={location} what="this page" message={() => pageErrorMessage()}>
          <PageChunkBoundary>
            <Suspense fallback={<p className="lesson-loading">Loading…</p>}>
              <Page route={route} />
              <PageArrival key={location} title={titleOf(route)} announce={announce} />
            </Suspense>
          </PageChunkBoundary>
        </ViewErrorBoundary>
      </main>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function Page({ route }: { route: Route }): ReactElement {
  const summary = lessonOf(route);
  if (summary) return <LessonPage key={summary.slug} summary={summary} />;
  switch (route.kind) {
    case 'home':
      return <LazyPageOf page="home" />;
    case 'playground':
      return <LazyPageOf page="playground" />;
    case 'glossary':
      return <LazyPageOf page="glossary" />;
    default:
      return (
        <LazyPageOf
          page="notFound"
          props={{
            lessonAddress: route.kind === 'lesson' || (route.kind === 'not-found' && route.path.startsWith('lessons/')),
          }}
        />
      );
  }
}

function LazyPageOf({ page, props }: { page: LazyPage; props?: object }) {
  const Component = use(pageComponent(page));
  return <Component {...props} />;
}

function lessonOf(route: Route) {
  return route.kind === 'lesson' ? lessons.find((lesson) => lesson.slug === route.slug) : undefined;
}

function titleOf(route: Route): string {
  const lesson = lessonOf(route);
  if (lesson) return pageTitles.lesson(lesson);
  if (route.kind === 'home') return pageTitles.home;
  if (route.kind === 'playground') return pageTitles.playground;
  if (route.kind === 'glossary') return pageTitles.glossary;
  return pageTitles.notFound;
}

/** Pages with an editor start their runner before the UI renders, so the worker warms up meanwhile. */
export function needsRunner(route: Route): boolean {
  return route.kind === 'playground' || lessonOf(route) !== undefined;
}

import { lessons } from '../lessons/catalog';
import { EmbedApp } from './embed/EmbedApp';
import { HomePage } from './home/HomePage';
import { LessonPage } from './lesson/LessonPage';
import { StorageNotice } from './persistence/StorageNotice';
import { PlaygroundPage } from './playground/PlaygroundPage';
import { isEmbedRoute, type EmbedRoute, type Route } from './routing/routes';
import { AppHeader } from './shell/AppHeader';
import { FramedNotice, isFramed } from './shell/FramedNotice';
import { NotFoundPage } from './shell/NotFoundPage';
import { ThemeProvider } from './theme/ThemeContext';
import './shell/shell.css';
import './workbench/workbench.css';

export function App({ route }: { route: Route }) {
  // Embeds live in other sites' iframes: no header, no site theme, a runner that starts late.
  if (isEmbedRoute(route)) return <EmbedApp route={route} />;
  if (isFramed()) return <FramedNotice />;
  return (
    <ThemeProvider>
      <div className={`app app--${route.kind}`}>
        <AppHeader route={route} />
        <StorageNotice />
        <main id="main" className="app__main" tabIndex={-1}>
          <Page route={route} />
        </main>
      </div>
    </ThemeProvider>
  );
}

function Page({ route }: { route: Exclude<Route, EmbedRoute> }) {
  switch (route.kind) {
    case 'home':
      return <HomePage />;
    case 'playground':
      return <PlaygroundPage />;
    case 'lesson': {
      const summary = lessons.find((lesson) => lesson.slug === route.slug);
      return summary ? <LessonPage key={summary.slug} summary={summary} /> : <NotFoundPage lessonAddress />;
    }
    case 'not-found':
      return <NotFoundPage lessonAddress={route.path.startsWith('lessons/')} />;
  }
}

/** Pages with an editor start their runner before React renders, so the worker warms up meanwhile. */
export function needsRunner(route: Route): boolean {
  return (
    route.kind === 'playground' || (route.kind === 'lesson' && lessons.some((lesson) => lesson.slug === route.slug))
  );
}

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadLesson } from './lessons/catalog';
import { needsRunner, SiteApp } from './ui/App';
import { isEmbedRoute, routeFor } from './ui/routing/routes';
import { pageRunner } from './ui/run/pageRunner';
import { loadEmbedEntry } from './ui/shell/embedEntry';
import { FramedNotice, isFramed } from './ui/shell/FramedNotice';
import { pageErrorMessage } from './ui/shell/PageFailure';
import { startScrollMemory } from './ui/shell/scrollMemory';
import { ViewErrorBoundary } from './ui/shell/ViewErrorBoundary';
import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/syntax.css';

const route = routeFor(window.location.pathname);
const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');

// The embeds (/embed/*/) have an entry of their own, src/embed.tsx. An embed address with no page
// (an unknown lesson) is served the not-found page, whose script hands over to that entry.
// A mistyped address deeper under /embed/ (a plain iframe in a post) is the not-found page, sent
// with the embeds' headers: it says so inside the post's frame, and has nothing to click through.
const mistypedEmbed = route.kind === 'not-found' && route.path.startsWith('embed/');
if (isEmbedRoute(route)) loadEmbedEntry();
else if (isFramed() && !mistypedEmbed) createRoot(element).render(<FramedNotice />);
else {
  if (needsRunner(route)) pageRunner();
  startScrollMemory();
  // A lesson's prerendered page holds its prose: the client draws the same from the lesson's own
  // chunk, so it is in hand before hydrating (a failure draws the page's "could not be loaded").
  // Not a top-level await: the pages' chunks import from this one, which must have finished evaluating.
  const ready = route.kind === 'lesson' ? loadLesson(route.slug).catch(() => undefined) : Promise.resolve();
  const app = (
    <StrictMode>
      <ViewErrorBoundary what="this page" message={() => pageErrorMessage()}>
        <SiteApp />
      </ViewErrorBoundary>
    </StrictMode>
  );
  // `npm run dev` serves index.html as it is, with nothing prerendered to hydrate.
  void ready.then(() => (element.hasChildNodes() ? hydrateRoot(element, app) : createRoot(element).render(app)));
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadApp, needsRunner } from './ui/App';
import { routeFor } from './ui/routing/routes';
import { pageRunner } from './ui/run/pageRunner';
import { PageLoadFailed, pageErrorMessage } from './ui/shell/PageFailure';
import { ViewErrorBoundary } from './ui/shell/ViewErrorBoundary';
import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/syntax.css';

const route = routeFor(window.location.pathname);
if (needsRunner(route)) pageRunner();

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

// A page's chunk that fails to load (offline, or a deploy replaced it mid-visit) says so, with a
// button that fetches it again. Not a top-level await: the pages' chunks import from this one,
// which must have finished evaluating.
function show(): void {
  void loadApp(route)
    .catch((error: unknown) => {
      console.error("MCP Tour: this page's code could not be loaded", error);
      return <PageLoadFailed onRetry={show} />;
    })
    .then((app) =>
      root.render(
        <StrictMode>
          <ViewErrorBoundary what="this page" message={() => pageErrorMessage()}>
            {app}
          </ViewErrorBoundary>
        </StrictMode>,
      ),
    );
}
show();

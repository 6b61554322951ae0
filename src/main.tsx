import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadApp, needsRunner } from './ui/App';
import { routeFor } from './ui/routing/routes';
import { pageRunner } from './ui/run/pageRunner';
import { ViewErrorBoundary } from './ui/workbench/ViewErrorBoundary';
import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/syntax.css';

const route = routeFor(window.location.pathname);
if (needsRunner(route)) pageRunner();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A page's chunk that fails to load (a deploy replaced it mid-visit) says so like any error in drawing.
// Not a top-level await: the pages' chunks import from this one, which must have finished evaluating.
void loadApp(route)
  .catch((error: unknown) => <Rethrow error={error} />)
  .then((app) =>
    createRoot(root).render(
      <StrictMode>
        <ViewErrorBoundary
          what="this page"
          message="MCP Tour hit an error while drawing this page. What you wrote is saved in this browser: reload the page to go on."
        >
          {app}
        </ViewErrorBoundary>
      </StrictMode>,
    ),
  );

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

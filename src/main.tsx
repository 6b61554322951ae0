import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, needsRunner } from './ui/App';
import { pageRunner } from './ui/run/pageRunner';
import { routeFor } from './ui/routing/routes';
import { ViewErrorBoundary } from './ui/workbench/ViewErrorBoundary';
import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/syntax.css';

const route = routeFor(window.location.pathname);
if (needsRunner(route)) pageRunner();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ViewErrorBoundary
      what="this page"
      message="MCP Tour hit an error while drawing this page. What you wrote is saved in this browser: reload the page to go on."
    >
      <App route={route} />
    </ViewErrorBoundary>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, needsRunner } from './ui/App';
import { pageRunner } from './ui/run/pageRunner';
import { routeFor } from './ui/routing/routes';
import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/syntax.css';

const route = routeFor(window.location.pathname);
if (needsRunner(route)) pageRunner();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App route={route} />
  </StrictMode>,
);

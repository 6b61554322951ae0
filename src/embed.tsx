import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EmbedApp } from './ui/embed/EmbedApp';
import { isEmbedRoute, routeFor } from './ui/routing/routes';
import { ViewErrorBoundary } from './ui/shell/ViewErrorBoundary';
import { pageErrorMessage } from './ui/shell/PageFailure';
import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/syntax.css';

// The entry of the embeds (embed.html, /embed/*/), which live in other sites' iframes: no header,
// no router, no site theme, a runner that starts late. It shares the React chunk with the site's
// entry (vite.config.ts), so a reader who visits both downloads React once.

const route = routeFor(window.location.pathname);
const element = document.getElementById('root');
if (!element) throw new Error('embed.html has no #root element');

if (isEmbedRoute(route))
  createRoot(element).render(
    <StrictMode>
      <ViewErrorBoundary what="this page" message={() => pageErrorMessage()}>
        <EmbedApp route={route} />
      </ViewErrorBoundary>
    </StrictMode>,
  );

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/route-preload';
import { configureApiClient } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { applyTheme, effectiveTheme, readChosenTheme } from './lib/theme';
import { getSiteSettings } from './lib/site-settings';
import './index.css';

// The CSP (script-src 'self') forbids an inline script in index.html, so the saved theme is
// applied here, before the first render, to avoid a flash of the wrong palette.
applyTheme(effectiveTheme(readChosenTheme(), getSiteSettings()));
configureApiClient();
const queryClient = createQueryClient();
preloadRoute(queryClient, window.location);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);

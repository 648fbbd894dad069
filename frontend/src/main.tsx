import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { configureApiClient } from './lib/api-client';
import { applyTheme, readStoredTheme } from './lib/theme';
import './index.css';

// The CSP (script-src 'self') forbids an inline script in index.html, so the saved theme is
// applied here, before the first render, to avoid a flash of the wrong palette.
applyTheme(readStoredTheme());
configureApiClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The global stylesheet first: the components' own stylesheets come after it and win its ties.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { isIgnoredRouterError } from './lib/router-errors.ts';
import { startVitals } from './lib/vitals.ts';

// Duplicate, redundant, redirected or cancelled navigations are not errors for the user (docs/product.md §8).
window.addEventListener('unhandledrejection', (event) => {
  if (isIgnoredRouterError(event.reason)) event.preventDefault();
});

const router = createAppRouter();
// Real-user metrics of a sampled page view, after load (docs/decisions/100-real-user-metrics.md).
startVitals(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

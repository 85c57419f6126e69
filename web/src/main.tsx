import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server sends a screen's page written ahead at build time (see
// `src/prerender.tsx`) when it has one: the screen is painted before this
// script runs, and React takes it over. Otherwise (the service worker's
// saved shell, an address with a query) the root is empty. The take-over
// is a transition: React hydrates in slices, yielding to the visitor's
// taps and scrolls (which it replays) instead of one long task.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { queryClient } from '@/lib/query-client';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server sends a public screen drawn with its data (server rendering,
// `src/server-render.tsx`), and the reads it was drawn from in a data
// block: React hydrates the screen from the same data, without reading it
// again. Otherwise (the service worker's saved shell, the dashboard, a
// render that failed) the root is empty and the app draws it. Hydration
// is a transition: React works in slices, yielding to the visitor's taps
// and scrolls (which it replays) instead of one long task.
const data = document.getElementById('server-data');
if (data?.textContent) hydrate(queryClient, JSON.parse(data.textContent));
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

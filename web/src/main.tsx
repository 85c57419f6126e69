import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { setDeviceHints } from '@/lib/device-hints';
import { loadLocalization, pageLang } from '@/lib/i18n';
import { loadScreens } from '@/lib/lazy-screen';
import { queryClient } from '@/lib/query-client';
import { yieldToBrowser } from '@/lib/when-idle';
import { setRenderedAt } from '@/lib/today';
import type { ServerData } from './server-render';

const root = document.getElementById('root')!;

// The server sends a public screen rendered with its data (server rendering,
// `src/server-render.tsx`), and the reads it was rendered from in a data
// block: React hydrates the screen from the same data, without reading it
// again. Otherwise (the service worker's saved shell, the dashboard, a
// render that failed) the root is empty and the app renders it. Hydration
// is a transition: React works in slices, yielding to the visitor's taps
// and scrolls (which it replays) instead of one long task. So is what comes
// before it: the app's modules are evaluated in one task, its start in
// another, and its words are read in a third (scripts/bench-hydration).
async function start() {
  await yieldToBrowser();
  // The page's words download beside the chunks below.
  const words = loadLocalization(pageLang());
  const block = document.getElementById('server-data');
  if (block?.textContent) {
    const data = JSON.parse(block.textContent) as ServerData;
    // The chunks it was rendered with load first: a press on a part whose
    // code has not arrived would be lost, and with the code React hydrates
    // the part pressed at once (see src/boot.ts). One that cannot be
    // downloaded is the screen's to say, as on any other load.
    await loadScreens(data.screens, words).catch(() => undefined);
    await yieldToBrowser();
    hydrate(queryClient, data.reads);
    setDeviceHints(data.device);
    setRenderedAt(data.renderedAt);
  }
  const app = (
    <StrictMode>
      <App l10n={await words} />
    </StrictMode>
  );
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

/** Settles once React has the page (hydrating it, or rendering it). Not a
 * top-level await: the screens' chunks import this one's modules. */
export const started = start();

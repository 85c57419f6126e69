import { whenIdle } from './when-idle';

// The whole public guide on the device after the first visit: once the
// service worker controls the page, its lists are read once per visit,
// when the page is idle. The worker saves each answer as it passes
// (vite.config.ts's runtime caching), so every screen and item page opens
// offline afterwards, not only those the visitor happened to open. A read
// whose copy is current costs a 304.

/** The reads every public screen is drawn from. */
const GUIDE_READS = ['/api/site', '/api/events/home', '/api/activities', '/api/restaurants', '/api/events'] as const;

let saving = false;

function readAll() {
  for (const path of GUIDE_READS) {
    // Read to the end so that the worker's copy is whole; a failure is
    // only a copy not refreshed this time.
    void fetch(path, { credentials: 'include', cache: 'no-cache', priority: 'low' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}

/** Saves the guide on the device once the service worker controls the
 * page: at once on a later visit, on the first when it takes over. */
export function saveGuideOnDevice() {
  if (saving || !('serviceWorker' in navigator)) return;
  saving = true;
  const start = () => whenIdle(readAll);
  if (navigator.serviceWorker.controller) start();
  else navigator.serviceWorker.addEventListener('controllerchange', start, { once: true });
}

import { currentCopy, FULL_LISTS, type FullList } from './device-copy/sync';
import { whenIdle } from './when-idle';
import { pageLang, saveCatalog } from './localization';

// The whole public guide on the device after the first visit: once the
// service worker controls the page, its lists are read once per visit,
// when the page is idle. The worker saves each answer as it passes
// (vite.config.ts's runtime caching), so every screen and item page opens
// offline afterwards, not only those the visitor happened to open. A read
// whose copy is current costs a 304.

/** The small reads every public screen is rendered from, read whole; the
 * full lists are mended by their changes (device-copy/sync.ts). */
const GUIDE_READS = ['/api/site', '/api/areas', '/api/landmarks', '/api/events/home'] as const;

let saving = false;
let syncing = false;

function readAll() {
  for (const path of GUIDE_READS) {
    // Read to the end so that the worker's copy is whole; a failure is
    // only a copy not refreshed this time.
    void fetch(path, { credentials: 'include', cache: 'no-cache', priority: 'low' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
  syncLists();
  // The page's language's words, every screen's: kept by the worker.
  void saveCatalog(pageLang()).catch(() => undefined);
}

/** Brings the device's full lists up to date, one run at a time. */
function syncLists() {
  if (syncing) return;
  syncing = true;
  void Promise.all(
    (Object.keys(FULL_LISTS) as FullList[]).map((path) =>
      currentCopy(path)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined),
    ),
  ).finally(() => (syncing = false));
}

/** Saves the guide on the device once the service worker controls the
 * page: at once on a later visit, on the first once the app hydrates. */
export function saveGuideOnDevice() {
  if (saving || !('serviceWorker' in navigator)) return;
  saving = true;
  const start = () => {
    whenIdle(readAll);
    // An open app's copy follows the guide: again when the visitor comes
    // back to the tab, or the network does.
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && whenIdle(syncLists));
    window.addEventListener('online', () => whenIdle(syncLists));
  };
  if (navigator.serviceWorker.controller) start();
  else navigator.serviceWorker.addEventListener('controllerchange', start, { once: true });
}

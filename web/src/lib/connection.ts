import { useSyncExternalStore } from 'react';

// Whether the guide is reaching the server, and how old the data on screen
// is when it is not. The service worker answers a failed public read from
// the copy it saved; the server's `Date` header on that copy says when it
// was made, so a copy older than a minute is the device's, not the network's.

const SAVED_COPY_AFTER_MS = 60_000;

type Connection = { online: boolean; savedCopyAsOf: number | null; lastRead: number | null };

let state: Connection = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  savedCopyAsOf: null,
  lastRead: null,
};
const listeners = new Set<() => void>();

function set(next: Partial<Connection>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set({ online: true }));
  window.addEventListener('offline', () => set({ online: false }));
}

/** Called with every public read's answer (events, activities, restaurants, site). */
export function notePublicRead(response: Pick<Response, 'headers'>) {
  const made = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(made)) return;
  const saved = Date.now() - made > SAVED_COPY_AFTER_MS;
  set({
    lastRead: Math.max(state.lastRead ?? 0, made),
    savedCopyAsOf: saved ? Math.min(state.savedCopyAsOf ?? made, made) : null,
  });
}

/** A read failed with no saved copy: the network is not answering. */
export function notePublicReadFailed() {
  if (state.online && typeof navigator !== 'undefined' && !navigator.onLine) set({ online: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

/** True while the browser says it is online. */
export function useOnline(): boolean {
  return useConnection().online;
}

import type { ListChanges } from 'guide-core-wasm';

// The device's copies of the full lists (every event, activity and
// restaurant), kept by the service worker, are brought up to date by what
// changed since (`GET /api/<list>/changes?since=<ETag>`, core's
// `ListChanges`), not by reading the whole list again: at 10,000 events a
// changed title costs its event, not half a megabyte.

/** The full lists and the service worker's caches that keep them
 * (vite.config.ts's runtime caching). */
export const FULL_LISTS = {
  '/api/events': 'guide-lists',
  '/api/activities': 'guide-lists',
  '/api/restaurants': 'guide-reference',
} as const;

export type FullList = keyof typeof FULL_LISTS;

type Item = { id: number };

/** The copy `changes` make of `copy`: the list's order now (the copy's,
 * less the deleted, when the changes leave it out), each item from the
 * changes or else from the copy; `null` when one is in neither, and the
 * copy cannot be mended. */
export function applyChanges<T extends Item>(copy: T[], changes: ListChanges<T>): T[] | null {
  const byId = new Map(copy.map((item) => [item.id, item]));
  for (const item of changes.changed) byId.set(item.id, item);
  const deleted = new Set(changes.deleted);
  const order = changes.order ?? copy.map((item) => item.id).filter((id) => !deleted.has(id));
  const items: T[] = [];
  for (const id of order) {
    const item = byId.get(id);
    if (!item) return null;
    items.push(item);
  }
  return items;
}

/** The whole list, through the service worker, which saves it. */
function readWhole(path: FullList): Promise<Response> {
  return fetch(path, { credentials: 'include', cache: 'no-cache' });
}

/** The device's copy of `path`, up to date: its saved copy mended by the
 * changes since, or, without one (or one the server no longer knows), the
 * whole list. Offline, or when the server fails, the saved copy as it is. */
export async function currentCopy(path: FullList): Promise<Response> {
  const cache = 'caches' in self ? await caches.open(FULL_LISTS[path]).catch(() => undefined) : undefined;
  const saved = await cache?.match(path, { ignoreVary: true });
  const etag = saved?.headers.get('etag');
  if (!cache || !saved || !etag) return readWhole(path);
  let answer: Response;
  try {
    answer = await fetch(`${path}/changes?since=${encodeURIComponent(etag)}`, { credentials: 'include', cache: 'no-store' });
  } catch {
    return saved;
  }
  if (answer.status === 304) return saved;
  if (answer.status === 410) return readWhole(path);
  if (!answer.ok) return saved;
  const changes = (await answer.json()) as ListChanges<Item>;
  const items = applyChanges((await saved.clone().json()) as Item[], changes);
  if (!items) return readWhole(path);
  const mended = new Response(JSON.stringify(items), {
    headers: { 'content-type': 'application/json', etag: changes.etag, date: answer.headers.get('date') ?? new Date().toUTCString() },
  });
  await cache.put(path, mended.clone());
  return mended;
}

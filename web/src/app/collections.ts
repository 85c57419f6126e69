import TABLE from './routes.json';
import type { Collection } from '@/lib/core';

/** Every collection, in core's order, by the addresses of core's route
 * table (`/collections/rainy-day`): the first bundle needs no WASM to list
 * them. */
export const COLLECTIONS: Collection[] = TABLE.routes.filter(([, screen]) => screen === 'Collection').map(([path]) => path.split('/').pop() as Collection);

/** The collection whose page is at `path` (no language prefix). */
export function collectionOfPath(path: string): Collection | undefined {
  const id = path.replace(/\/+$/, '').split('/').pop();
  return COLLECTIONS.find((c) => c === id);
}


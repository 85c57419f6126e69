import { itemPath, type Browse, type SearchHit } from '@/lib/core';

/** The results page of `query`. */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** Where a result leads: the item's page; a venue, its events. */
export function hitPath(hit: SearchHit): string {
  if (hit.kind === 'venue') return `/events?venue=${encodeURIComponent(hit.title)}`;
  return itemPath(hit.kind, hit.id, hit.title);
}

/** The list a category, type or cuisine is browsed in, by its filter. */
export function browsePath(browse: Browse): string {
  const value = encodeURIComponent(browse.value);
  if (browse.kind === 'activity') return `/activities?type=${value}`;
  if (browse.kind === 'restaurant') return `/restaurants?cuisine=${value}`;
  return `/events?category=${value}`;
}

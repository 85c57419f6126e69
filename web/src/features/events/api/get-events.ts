import { publicGet } from '@/lib/api-client';
import { usePublicQuery } from '@/lib/hydration';
import { contentKeys } from '@/lib/content-keys';
import type { GuideEvent } from '@/lib/core';

export type EventQuery = { category?: string; venue?: string };

// Blank filters are left out so that "no filter" is one cache entry.
export const eventsQueryKey = (query: EventQuery = {}) =>
  [...contentKeys.events, { category: query.category || undefined, venue: query.venue || undefined }] as const;

export async function getEvents(query: EventQuery = {}): Promise<GuideEvent[]> {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.venue) params.set('venue', query.venue);
  const search = params.size ? `?${params}` : '';
  try {
    return await publicGet<GuideEvent[]>(`/api/events${search}`, { cache: 'no-cache' });
  } catch (error) {
    throw new Error('Failed to fetch events', { cause: error });
  }
}

/** Events are never served from a stale cache (spec section 9). `enabled`
 * false keeps a filtered query from going out while the page filters the
 * saved full list itself (offline). */
export function useEvents(query: EventQuery = {}, enabled = true) {
  return usePublicQuery({ queryKey: eventsQueryKey(query), queryFn: () => getEvents(query), staleTime: 0, enabled });
}

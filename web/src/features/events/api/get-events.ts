import { publicGet } from '@/lib/api-client';
import { usePublicQuery } from '@/lib/hydration';
import { contentKeys } from '@/lib/content-keys';
import { listShown, type EventsSlice, type GuideEvent } from '@/lib/core';

/** Every event the guide lists: the full list, for the screens that use
 * it whole (Home's selection, search, the plan). The events page reads it
 * in a slice at a time instead, and keeps its full copy in a worker. */
export async function getEvents(): Promise<GuideEvent[]> {
  try {
    return await publicGet<GuideEvent[]>('/api/events', { cache: 'no-cache' });
  } catch (error) {
    throw new Error('Failed to fetch events', { cause: error });
  }
}

/** Events are never served from a stale cache (spec section 9). */
export function useEvents() {
  return usePublicQuery({ queryKey: [...contentKeys.events, 'all'], queryFn: getEvents, staleTime: 0 });
}

/** Home's 'Upcoming Events', chosen by core on the server (spec section
 * 3): at most six, whatever the size of the guide. */
export async function getHomeEvents(): Promise<GuideEvent[]> {
  try {
    return await publicGet<GuideEvent[]>('/api/events/home', { cache: 'no-cache' });
  } catch (error) {
    throw new Error('Failed to fetch events', { cause: error });
  }
}

export function useHomeEvents() {
  return usePublicQuery({ queryKey: [...contentKeys.events, 'home'], queryFn: getHomeEvents, staleTime: 0 });
}

/** The full list, only once `enabled` (a screen's fallback when its own
 * read failed: offline, the copy the service worker saved). */
export function useEventsWhen(enabled: boolean) {
  return usePublicQuery({ queryKey: [...contentKeys.events, 'all'], queryFn: getEvents, staleTime: 0, enabled });
}

/** A slice of the events page's list, from the server: the first `shown`
 * events under the address's filters (`address`, as the page writes it),
 * how many match in all, and the venue choices. What it costs does not
 * grow with the guide. */
export async function getEventsSlice(address: string, shown: number): Promise<EventsSlice> {
  const params = new URLSearchParams(address);
  // The first screen's address is the one the page announces (no limit).
  if (shown !== listShown('')) params.set('limit', String(shown));
  const search = params.size ? `?${params}` : '';
  try {
    return await publicGet<EventsSlice>(`/api/events/page${search}`, { cache: 'no-cache' });
  } catch (error) {
    throw new Error('Failed to fetch events', { cause: error });
  }
}

/** The events page's list online: kept on screen while a longer or other
 * slice loads, so "Show more" adds to the cards instead of replacing them. */
export function useEventsSlice(address: string, shown: number, enabled: boolean) {
  return usePublicQuery({
    queryKey: [...contentKeys.events, 'slice', address, shown],
    queryFn: () => getEventsSlice(address, shown),
    staleTime: 0,
    enabled,
    // Only "Show more" keeps the cards: another filter's are not these.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === address ? previous : undefined),
  });
}

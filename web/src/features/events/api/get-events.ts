import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import { contentKeys } from '@/lib/content-keys';
import { listShown, type EventPage, type EventsSlice, type GuideEvent, type Lang, type WhatsOn } from '@/lib/core';
import { useLang } from '@/lib/i18n';
import { eventsIn, sliceIn, whatsOnIn } from '@/lib/localized';

/** A public read of events, never from a stale cache (spec section 9),
 * failing with the spec's text. */
async function readEvents<T>(path: string): Promise<T> {
  try {
    return await publicGet<T>(path, { cache: 'no-cache' });
  } catch (error) {
    throw new Error('Failed to fetch events', { cause: error });
  }
}

/** Every event the guide lists: the full list, for the screens that use
 * it whole (search, the plan, an event's page). The events page reads it
 * a slice at a time instead, and keeps its full copy in a worker. */
export const getEvents = () => readEvents<GuideEvent[]>('/api/events');

/** Events are never served from a stale cache (spec section 9). A screen
 * that needs the full list only as a fallback (offline, when its own read
 * failed) asks for it once `enabled`. */
export const eventsQuery = queryOptions({ queryKey: [...contentKeys.events, 'all'], queryFn: getEvents, staleTime: 0 });

export function useEvents(enabled = true) {
  return useQuery({ ...eventsQuery, enabled });
}

/** Home's 'Upcoming Events', chosen by core on the server (spec section
 * 3): at most six, whatever the size of the guide. */
export const getHomeEvents = () => readEvents<GuideEvent[]>('/api/events/home');

export const homeEventsQuery = queryOptions({ queryKey: [...contentKeys.events, 'home'], queryFn: getHomeEvents, staleTime: 0 });

export function useHomeEvents() {
  return useQuery({ ...homeEventsQuery, select: eventsIn(useLang()) });
}

/** Home's 'Tonight' and 'This weekend', read by core on the server at the
 * city's minute: the first events of each and when the answer changes. */
export const getWhatsOn = () => readEvents<WhatsOn>('/api/events/whats-on');

/** [`getWhatsOn`], asked again when its answer changes by the clock (a
 * show ends, the day or the weekend does) while the page stays open. */
export const whatsOnQuery = queryOptions({ queryKey: [...contentKeys.events, 'whats-on'], queryFn: getWhatsOn, staleTime: 0 });

export function useWhatsOn() {
  return useQuery({
    ...whatsOnQuery,
    select: whatsOnIn(useLang()),
    // Asked again when it changes (at most a day on); an answer already
    // past (a saved copy, offline) is not asked again in a loop: the
    // screen answers from the device's copy instead.
    refetchInterval: (query) => {
      const wait = (query.state.data?.changesAt ?? 0) - Date.now();
      return wait > 0 ? Math.min(wait + 1_000, 86_400_000) : false;
    },
  });
}

/** An event's page: the event and the coming events at its venue (core's
 * `EventPage`, chosen on the server), whatever the size of the guide, in
 * `lang` (core's `Read::EventPage`): the server puts it into the page's
 * language, so that the page does nothing of the kind while it hydrates. */
export const getEventPage = (id: number, lang: Lang) => readEvents<EventPage>(`/api/events/${id}?lang=${lang}`);

export const eventPageQuery = (id: number | undefined, lang: Lang) =>
  queryOptions({ queryKey: [...contentKeys.events, 'page', id, lang], queryFn: () => getEventPage(id!, lang), staleTime: 0, enabled: id !== undefined });

export function useEventPage(id: number | undefined) {
  return useQuery(eventPageQuery(id, useLang()));
}

/** A slice of the events page's list, from the server: the first `shown`
 * events under the address's filters (`address`, as the page writes it),
 * how many match in all, and the venue choices. What it costs does not
 * grow with the guide. */
export async function getEventsSlice(address: string, shown: number): Promise<EventsSlice> {
  const params = new URLSearchParams(address);
  // The first screen's address is the one the page announces (no limit).
  if (shown !== listShown('')) params.set('limit', String(shown));
  return readEvents<EventsSlice>(`/api/events/page${params.size ? `?${params}` : ''}`);
}

/** The events page's list online: kept on screen while a longer or other
 * slice loads, so "Show more" adds to the cards instead of replacing them. */
export const eventsSliceQuery = (address: string, shown: number) =>
  queryOptions({ queryKey: [...contentKeys.events, 'slice', address, shown], queryFn: () => getEventsSlice(address, shown), staleTime: 0 });

export function useEventsSlice(address: string, shown: number, enabled: boolean) {
  const select = sliceIn(useLang());
  return useQuery({
    ...eventsSliceQuery(address, shown),
    enabled,
    select,
    // Only "Show more" keeps the cards: another filter's are not these.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === address ? previous : undefined),
  });
}

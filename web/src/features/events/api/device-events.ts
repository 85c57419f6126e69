import { useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/lib/content-keys';
import type { EventPage, EventQuery, EventsSlice, WhatsOn } from '@/lib/core';
import { ask, deviceCopy } from '@/lib/device-copy';
import { useLang } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { eventPageIn, sliceIn, whatsOnIn } from '@/lib/localized';

// The device's copy of every event, kept by the device-copy worker: the
// events page filters it on the device once its first screen is shown.

const events = deviceCopy({ kind: 'load' });

/** The device's copy of the events: whether it is loaded, and which load. */
export const useDeviceCopy = events.useCopy;

/** Loads the device's copy of the events (again) the first time `wanted`
 * is true while the calling screen is shown: when its first screen is on
 * the page, or at once offline. */
export const useLoadDeviceCopy = events.useLoad;

/** The first `limit` events of the device's copy under `query` at `now`
 * (`Date.now()`, read again as the query needs: `useCityNow`) in the
 * city's zone. */
export function useDeviceEventsSlice(address: string, query: EventQuery | null, now: number | undefined, limit: number, copyVersion: number) {
  const select = sliceIn(useLang());
  const timeZone = useSite()?.timeZone;
  return useQuery({
    queryKey: [...contentKeys.events, 'device', address, limit, now, copyVersion, query?.near ?? null],
    queryFn: async (): Promise<EventsSlice> => {
      const answer = await ask({ kind: 'slice', query: query!, now: now!, timeZone: timeZone!, limit });
      if (!answer.ok || !answer.slice) throw new Error(answer.ok ? 'no slice' : answer.error);
      return answer.slice;
    },
    enabled: copyVersion > 0 && query !== null && now !== undefined && timeZone !== undefined,
    staleTime: Infinity,
    gcTime: 60_000,
    select,
    // The cards stay while another filter's are found (a few milliseconds).
    placeholderData: (previous) => previous,
  });
}

/** Home's 'Tonight' and 'This weekend' from the device's copy at `now`,
 * when `wanted`: offline, or when the server's answer is past. */
export function useDeviceWhatsOn(now: number | undefined, copyVersion: number, wanted: boolean) {
  const select = whatsOnIn(useLang());
  const timeZone = useSite()?.timeZone;
  return useQuery({
    queryKey: [...contentKeys.events, 'device', 'whats-on', now, copyVersion],
    queryFn: async (): Promise<WhatsOn> => {
      const answer = await ask({ kind: 'whats-on', now: now!, timeZone: timeZone! });
      if (!answer.ok || !answer.whatsOn) throw new Error(answer.ok ? 'no answer' : answer.error);
      return answer.whatsOn;
    },
    enabled: wanted && copyVersion > 0 && now !== undefined && timeZone !== undefined,
    staleTime: Infinity,
    gcTime: 60_000,
    select,
    placeholderData: (previous) => previous,
  });
}

/** Event `id`'s page from the device's copy (its series' dates and more
 * at its venue with it), when `wanted`: offline. Null when the copy has
 * no such event. */
export function useDeviceEventPage(id: number | undefined, wanted: boolean) {
  const device = useDeviceCopy();
  useLoadDeviceCopy(wanted);
  const select = eventPageIn(useLang());
  const timeZone = useSite()?.timeZone;
  return useQuery({
    queryKey: [...contentKeys.events, 'device', 'page', id, device.version],
    queryFn: async (): Promise<EventPage | null> => {
      const answer = await ask({ kind: 'event-page', event: id!, now: Date.now(), timeZone: timeZone! });
      if (!answer.ok) throw new Error(answer.error);
      return answer.eventPage ?? null;
    },
    enabled: wanted && device.version > 0 && id !== undefined && timeZone !== undefined,
    staleTime: Infinity,
    gcTime: 60_000,
    select: (page) => page && select(page),
  });
}

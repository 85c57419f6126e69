import { useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/lib/content-keys';
import type { EventQuery, EventsSlice } from '@/lib/core';
import { ask, deviceCopy } from '@/lib/device-copy';
import { useLang } from '@/lib/i18n';
import { sliceIn } from '@/lib/localized';

// The device's copy of every event, kept by the device-copy worker: the
// events page filters it on the device once its first screen is shown.

const events = deviceCopy({ kind: 'load' });

/** The device's copy of the events: whether it is loaded, and which load. */
export const useDeviceCopy = events.useCopy;

/** Loads the device's copy of the events (again) the first time `wanted`
 * is true while the calling screen is shown: when its first screen is on
 * the page, or at once offline. */
export const useLoadDeviceCopy = events.useLoad;

/** The first `limit` events of the device's copy under `query` on `today`. */
export function useDeviceEventsSlice(address: string, query: EventQuery | null, today: string | undefined, limit: number, copyVersion: number) {
  const select = sliceIn(useLang());
  return useQuery({
    queryKey: [...contentKeys.events, 'device', address, limit, today, copyVersion],
    queryFn: async (): Promise<EventsSlice> => {
      const answer = await ask({ kind: 'slice', query: query!, today: today!, limit });
      if (!answer.ok || !answer.slice) throw new Error(answer.ok ? 'no slice' : answer.error);
      return answer.slice;
    },
    enabled: copyVersion > 0 && query !== null && today !== undefined,
    staleTime: Infinity,
    gcTime: 60_000,
    select,
    // The cards stay while another filter's are found (a few milliseconds).
    placeholderData: (previous) => previous,
  });
}

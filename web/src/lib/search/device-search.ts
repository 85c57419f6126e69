import { useQuery } from '@tanstack/react-query';
import { ask, deviceCopy } from '@/lib/device-copy';
import type { Lang, SearchAnswer } from '@/lib/core';

// The device's own search (core's SearchIndex over every event, activity
// and restaurant), built and asked in the device-copy worker: reading the
// whole guide never blocks the visitor's typing.

const search = deviceCopy({ kind: 'load-search' });

/** The device's search over every event, activity and restaurant (core's
 * index in the worker): whether it is loaded, and which load. */
export const useSearchCopy = search.useCopy;

/** Loads the device's search (again) the first time `wanted` is true. */
export const useLoadSearchCopy = search.useLoad;

/** Core's answer for `query` from the device's search, once loaded, read
 * at the city's clock (`now`, in `timeZone`) as the server reads it, in
 * `lang`'s words. */
export function useDeviceSearch(query: string, lang: Lang, copyVersion: number, clock: { now: number; timeZone: string } | undefined) {
  return useQuery({
    queryKey: ['search', 'device', lang, query, copyVersion, clock],
    queryFn: async (): Promise<SearchAnswer> => {
      const answer = await ask({ kind: 'search', query, limit: 60, now: clock!.now, timeZone: clock!.timeZone, lang });
      if (!answer.ok || !answer.answer) throw new Error(answer.ok ? 'no answer' : answer.error);
      return answer.answer;
    },
    enabled: copyVersion > 0 && clock !== undefined,
    staleTime: Infinity,
    gcTime: 60_000,
    // The results stay while the next letter's are found.
    placeholderData: (previous) => previous,
  });
}

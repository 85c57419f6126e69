import { useQuery } from '@tanstack/react-query';
import { ask, deviceCopy } from '@/lib/device-copy';
import type { SearchHit } from '@/lib/core';

// The device's own search (core's SearchIndex over every event, activity
// and restaurant), built and asked in the device-copy worker: reading the whole guide never blocks the search page's typing.

const search = deviceCopy({ kind: 'load-search' });

/** The device's search over every event, activity and restaurant (core's
 * index in the worker): whether it is loaded, and which load. */
export const useSearchCopy = search.useCopy;

/** Loads the device's search (again) the first time `wanted` is true. */
export const useLoadSearchCopy = search.useLoad;

/** Core's results for `query` from the device's search, once loaded. */
export function useDeviceSearch(query: string, copyVersion: number) {
  return useQuery({
    queryKey: ['search', 'device', query, copyVersion],
    queryFn: async (): Promise<SearchHit[]> => {
      const answer = await ask({ kind: 'search', query });
      if (!answer.ok || !answer.hits) throw new Error(answer.ok ? 'no results' : answer.error);
      return answer.hits;
    },
    enabled: copyVersion > 0,
    staleTime: Infinity,
    gcTime: 60_000,
    // The results stay while the next letter's are found.
    placeholderData: (previous) => previous,
  });
}


import { useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import type { SearchAnswer } from '@/lib/core';

/** The server's answer for `query` (core's search over the whole guide,
 * `GET /api/search`): a search's first view, drawn by the server too,
 * before the device has its own copy of the guide to search. */
export function useServerSearch(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['search', query],
    queryFn: () => publicGet<SearchAnswer>(`/api/search?q=${encodeURIComponent(query)}`),
    staleTime: 0,
    enabled: enabled && query.trim() !== '',
  });
}

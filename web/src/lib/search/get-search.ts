import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import type { Lang, SearchAnswer } from '@/lib/core';

/** The server's answer for `query` in `lang`'s words (core's search over
 * the whole guide, `GET /api/search`): a search's first view, rendered by the
 * server too, before the device has its own copy of the guide to search. */
export function useServerSearch(query: string, lang: Lang, enabled: boolean) {
  return useQuery({ ...searchQuery(query, lang), staleTime: 0, enabled: enabled && query.trim() !== '' });
}

export const searchQuery = (query: string, lang: Lang) =>
  queryOptions({
    queryKey: ['search', lang, query],
    queryFn: () => publicGet<SearchAnswer>(`/api/search?q=${encodeURIComponent(query)}${lang === 'en' ? '' : `&lang=${lang}`}`),
  });

import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { contentKeys } from '@/lib/content-keys';
import type { Activity, Event, Restaurant } from '../lib/core';

/** The three kinds of content staff correct, named as in their paths. */
export type ContentKind = 'events' | 'activities' | 'restaurants';

export type ContentItem = { events: Event; activities: Activity; restaurants: Restaurant };

/**
 * Under the visitors' root key, so that invalidating the root after a
 * change refreshes the visitor pages and this list together.
 */
export const contentListQueryKey = (kind: ContentKind) => [...contentKeys[kind], 'manage'] as const;

/** The public list: `GET /api/events`, `/api/activities` or `/api/restaurants`. */
export function getContentList<K extends ContentKind>(kind: K) {
  return apiGet<ContentItem[K][]>(`/api/${kind}`, { cache: 'no-cache' });
}

/** `enabled`: the list is read only once the Manage Content tab shows this kind. */
export function useContentList<K extends ContentKind>(kind: K, enabled = true) {
  return useQuery({ queryKey: contentListQueryKey(kind), queryFn: () => getContentList(kind), enabled });
}

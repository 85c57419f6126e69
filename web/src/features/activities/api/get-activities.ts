import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import { contentKeys } from '@/lib/content-keys';
import type { Activity, ActivityPage, Lang } from '@/lib/core';
import { useLang } from '@/lib/i18n';
import { activitiesIn, type PlaceShown } from '@/lib/localized';

export const activitiesQueryKey = contentKeys.activities;

/** Refetched on mount and on window focus, never cached (spec section 2). */
const NEVER_CACHED = { staleTime: 0, gcTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: 'always' } as const;

const readActivities = () => publicGet<Activity[]>('/api/activities', { cache: 'no-cache' });

export const activitiesQuery = queryOptions({ queryKey: activitiesQueryKey, queryFn: readActivities, ...NEVER_CACHED });

export function useActivities(enabled = true) {
  return useQuery({ ...activitiesQuery, enabled, select: activitiesIn(useLang()) });
}

/** Home's first `count` activities, under a key of their own: the page
 * the server renders carries the cards Home shows, not the whole list. Read
 * as the list is (never cached). */
export const homeActivitiesQuery = (count: number) =>
  queryOptions({ queryKey: [...activitiesQueryKey, 'home', count], queryFn: async () => (await readActivities()).slice(0, count), ...NEVER_CACHED });

export function useHomeActivities(count: number) {
  return useQuery({ ...homeActivitiesQuery(count), select: activitiesIn(useLang()) });
}

/** An activity's page: the activity and the places near it (core's
 * `ActivityPage`, worked out on the server), in the page's language
 * (`lang`: the server puts it into it), read as the list is. */
export const activityPageQuery = (id: number | undefined, lang: Lang) =>
  queryOptions({
    queryKey: [...activitiesQueryKey, 'page', id, lang],
    queryFn: () => publicGet<ActivityPage>(`/api/activities/${id}?lang=${lang}`, { cache: 'no-cache' }),
    staleTime: 0,
    enabled: id !== undefined,
  });

const shown = (page: ActivityPage): PlaceShown<Activity> => ({ place: page.activity, nearby: page.nearby, onHere: page.onHere });

export function useActivityPage(id: number | undefined) {
  return useQuery({ ...activityPageQuery(id, useLang()), select: shown });
}

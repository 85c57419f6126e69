import { useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import { contentKeys } from '@/lib/content-keys';
import type { Activity } from '@/lib/core';

export const activitiesQueryKey = contentKeys.activities;

/** Refetched on mount and on window focus, never cached (spec section 2). */
export function useActivities(enabled = true) {
  return useQuery({
    enabled,
    queryKey: activitiesQueryKey,
    queryFn: () => publicGet<Activity[]>('/api/activities', { cache: 'no-cache' }),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

import { useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import { contentKeys } from '@/lib/content-keys';
import type { Restaurant } from '@/lib/core';
import { useLang } from '@/lib/i18n';
import { restaurantsIn } from '@/lib/localized';

export const restaurantsQueryKey = contentKeys.restaurants;

export function useRestaurants(enabled = true) {
  return useQuery({ queryKey: restaurantsQueryKey, queryFn: () => publicGet<Restaurant[]>('/api/restaurants'), enabled, select: restaurantsIn(useLang()) });
}

/** Home's first `count` restaurants, under a key of their own: the page
 * the server draws carries the cards Home shows, not the whole list. */
export function useHomeRestaurants(count: number) {
  return useQuery({
    queryKey: [...restaurantsQueryKey, 'home', count],
    queryFn: async () => (await publicGet<Restaurant[]>('/api/restaurants')).slice(0, count),
    select: restaurantsIn(useLang()),
  });
}

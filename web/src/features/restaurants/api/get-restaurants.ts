import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import { contentKeys } from '@/lib/content-keys';
import type { Lang, Restaurant, RestaurantPage } from '@/lib/core';
import { useLang } from '@/lib/i18n';
import { restaurantsIn, type PlaceShown } from '@/lib/localized';

export const restaurantsQueryKey = contentKeys.restaurants;

export const restaurantsQuery = queryOptions({ queryKey: restaurantsQueryKey, queryFn: () => publicGet<Restaurant[]>('/api/restaurants') });

export function useRestaurants(enabled = true) {
  return useQuery({ ...restaurantsQuery, enabled, select: restaurantsIn(useLang()) });
}

/** Home's first `count` restaurants, under a key of their own: the page
 * the server renders carries the cards Home shows, not the whole list. */
export const homeRestaurantsQuery = (count: number) =>
  queryOptions({
    queryKey: [...restaurantsQueryKey, 'home', count],
    queryFn: async () => (await publicGet<Restaurant[]>('/api/restaurants')).slice(0, count),
  });

export function useHomeRestaurants(count: number) {
  return useQuery({ ...homeRestaurantsQuery(count), select: restaurantsIn(useLang()) });
}

/** A restaurant's page: the restaurant and the places near it (core's
 * `RestaurantPage`, worked out on the server), in the page's language
 * (`lang`: the server puts it into it). */
export const restaurantPageQuery = (id: number | undefined, lang: Lang) =>
  queryOptions({
    queryKey: [...restaurantsQueryKey, 'page', id, lang],
    queryFn: () => publicGet<RestaurantPage>(`/api/restaurants/${id}?lang=${lang}`),
    staleTime: 0,
    enabled: id !== undefined,
  });

const shown = (page: RestaurantPage): PlaceShown<Restaurant> => ({ place: page.restaurant, nearby: page.nearby, onHere: page.onHere });

export function useRestaurantPage(id: number | undefined) {
  return useQuery({ ...restaurantPageQuery(id, useLang()), select: shown });
}

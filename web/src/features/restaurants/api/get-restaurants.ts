import { publicGet } from '@/lib/api-client';
import { usePublicQuery } from '@/lib/hydration';
import { contentKeys } from '@/lib/content-keys';
import type { Restaurant } from '@/lib/core';

export const restaurantsQueryKey = contentKeys.restaurants;

export function useRestaurants() {
  return usePublicQuery({ queryKey: restaurantsQueryKey, queryFn: () => publicGet<Restaurant[]>('/api/restaurants') });
}

import { useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import { contentKeys } from '@/lib/content-keys';
import type { Restaurant } from '@/lib/core';

export const restaurantsQueryKey = contentKeys.restaurants;

export function useRestaurants(enabled = true) {
  return useQuery({ queryKey: restaurantsQueryKey, queryFn: () => publicGet<Restaurant[]>('/api/restaurants'), enabled });
}

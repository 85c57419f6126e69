import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Restaurant } from '@/lib/core';

export const restaurantsQueryKey = ['restaurants'] as const;

export function useRestaurants() {
  return useQuery({ queryKey: restaurantsQueryKey, queryFn: () => apiGet<Restaurant[]>('/api/restaurants') });
}

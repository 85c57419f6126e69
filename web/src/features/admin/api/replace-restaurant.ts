import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { Restaurant, Saved } from '../lib/core';
import { useContentWritten } from '../hooks/use-content-written';

export type ReplaceRestaurant = { id: number; restaurant: Restaurant };

/** `PUT /api/admin/restaurants/replace/{id}`: the duplicate dialog's 'Replace'. */
export function replaceRestaurant({ id, restaurant }: ReplaceRestaurant) {
  return apiPut<Saved>(`/api/admin/restaurants/replace/${id}`, restaurant);
}

export function useReplaceRestaurant() {
  const written = useContentWritten();
  return useMutation({ mutationFn: replaceRestaurant, onSuccess: () => written('restaurants') });
}

import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { Restaurant } from '../lib/core';
import { useRestaurantWritten } from '../hooks/use-restaurant-written';

export type ReplaceRestaurant = { id: number; restaurant: Restaurant };

/** `PUT /api/admin/restaurants/replace/{id}`: the duplicate dialog's 'Replace'. */
export function replaceRestaurant({ id, restaurant }: ReplaceRestaurant) {
  return apiPut<{ id: number; message: string }>(`/api/admin/restaurants/replace/${id}`, restaurant);
}

export function useReplaceRestaurant() {
  const written = useRestaurantWritten();
  return useMutation({ mutationFn: replaceRestaurant, onSuccess: () => written() });
}

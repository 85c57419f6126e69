import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { Restaurant } from '../lib/core';
import { useRestaurantWritten } from '../hooks/use-restaurant-written';

/** `POST /api/admin/restaurants/create-anyway`: the duplicate dialog's 'Create Anyway' (201). */
export function createRestaurantAnyway(restaurant: Restaurant) {
  return apiPost<{ id: number; message: string }>('/api/admin/restaurants/create-anyway', restaurant);
}

export function useCreateRestaurantAnyway() {
  const written = useRestaurantWritten();
  return useMutation({ mutationFn: createRestaurantAnyway, onSuccess: () => written() });
}

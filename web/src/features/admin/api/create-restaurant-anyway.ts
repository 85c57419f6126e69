import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { Restaurant, Saved } from '../lib/core';
import { useContentWritten } from '../hooks/use-content-written';

/** `POST /api/admin/restaurants/create-anyway`: the duplicate dialog's 'Create Anyway' (201). */
export function createRestaurantAnyway(restaurant: Restaurant) {
  return apiPost<Saved>('/api/admin/restaurants/create-anyway', restaurant);
}

export function useCreateRestaurantAnyway() {
  const written = useContentWritten();
  return useMutation({ mutationFn: createRestaurantAnyway, onSuccess: () => written('restaurants') });
}

import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { DuplicateRestaurantResponse, Restaurant } from '../lib/core';
import { useRestaurantWritten } from '../hooks/use-restaurant-written';

export type RestaurantCreated = { id: number; message: string; duplicatesFound?: false };

/** Created (201), or, when similar restaurants are stored, the duplicate answer for the dialog. */
export type CreateRestaurantAnswer = RestaurantCreated | DuplicateRestaurantResponse;

export function isDuplicateAnswer(answer: CreateRestaurantAnswer): answer is DuplicateRestaurantResponse {
  return answer.duplicatesFound === true;
}

/** `POST /api/admin/restaurants/create`. */
export function createRestaurant(restaurant: Restaurant) {
  return apiPost<CreateRestaurantAnswer>('/api/admin/restaurants/create', restaurant);
}

export function useCreateRestaurant() {
  const written = useRestaurantWritten();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: (answer) => {
      if (!isDuplicateAnswer(answer)) written();
    },
  });
}

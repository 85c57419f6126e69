import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { DuplicateRestaurantResponse, Restaurant, Saved } from '../lib/core';
import { useContentWritten } from '../hooks/use-content-written';

/** Created (201), or, when similar restaurants are stored, the duplicate answer for the dialog. */
export type CreateRestaurantAnswer = Saved | DuplicateRestaurantResponse;

export function isDuplicateAnswer(answer: CreateRestaurantAnswer): answer is DuplicateRestaurantResponse {
  return 'duplicatesFound' in answer && answer.duplicatesFound;
}

/** `POST /api/admin/restaurants/create`. */
export function createRestaurant(restaurant: Restaurant) {
  return apiPost<CreateRestaurantAnswer>('/api/admin/restaurants/create', restaurant);
}

export function useCreateRestaurant() {
  const written = useContentWritten();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: (answer) => {
      if (!isDuplicateAnswer(answer)) written('restaurants');
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { contentKeys } from '@/lib/content-keys';
import type { Activity } from '../lib/core';
import { missingImagesQueryKey } from './get-missing-images';

/** `POST /api/admin/activities/create` (201 `{id, message}`). */
export function createActivity(activity: Activity) {
  return apiPost<{ id: number; message: string }>('/api/admin/activities/create', activity);
}

/** Refreshes the activities (spec section 7) and the list of items without images. */
export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.activities });
      void queryClient.invalidateQueries({ queryKey: missingImagesQueryKey('activities') });
    },
  });
}

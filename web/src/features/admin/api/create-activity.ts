import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { Activity, Saved } from '../lib/core';
import { useContentWritten } from '../hooks/use-content-written';

/** `POST /api/admin/activities/create` (201 `{id, message}`). */
export function createActivity(activity: Activity) {
  return apiPost<Saved>('/api/admin/activities/create', activity);
}

/** Refreshes the activities (spec section 7) and the list of items without images. */
export function useCreateActivity() {
  const written = useContentWritten();
  return useMutation({ mutationFn: createActivity, onSuccess: () => written('activities') });
}

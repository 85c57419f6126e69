import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { contentKeys } from '@/lib/content-keys';
import type { DiscoveredEvent } from '../lib/core';
import { missingImagesQueryKey } from './get-missing-images';

export type BulkCreateAnswer = { created: number; ids: number[]; message: string };

/** `POST /api/admin/events/bulk-create`: all of them, or none (201). */
export function bulkCreateEvents(events: DiscoveredEvent[]) {
  return apiPost<BulkCreateAnswer>('/api/admin/events/bulk-create', { events });
}

/** Refreshes the visitors' event lists; failures are only logged (spec section 8). */
export function useBulkCreateEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCreateEvents,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.events });
      void queryClient.invalidateQueries({ queryKey: missingImagesQueryKey('events') });
    },
    onError: (error) => console.error('Creating the selected events failed', error),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { BulkCreated, BulkEvents, DiscoveredEvent } from '../lib/core';
import { useContentWritten } from '../hooks/use-content-written';

/** `POST /api/admin/events/bulk-create`: all of them, or none (201). */
export function bulkCreateEvents(events: DiscoveredEvent[]) {
  const request: BulkEvents = { events };
  return apiPost<BulkCreated>('/api/admin/events/bulk-create', request);
}

/** Refreshes the visitors' event lists; failures are only logged (spec section 8). */
export function useBulkCreateEvents() {
  const written = useContentWritten();
  return useMutation({
    mutationFn: bulkCreateEvents,
    onSuccess: () => written('events'),
    onError: (error) => console.error('Creating the selected events failed', error),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { EventsPageChange, EventsPageSaved } from '../lib/core';
import { adminVenuesQueryKey } from './get-admin-venues';

export type VenueEventsUrl = EventsPageChange & { id: number };

/** `PUT /api/admin/venues/{id}/events-url`: a blank address clears it. */
export function updateVenueEventsUrl({ id, eventsPageUrl }: VenueEventsUrl) {
  const change: EventsPageChange = { eventsPageUrl };
  return apiPut<EventsPageSaved>(`/api/admin/venues/${id}/events-url`, change);
}

/** Spec section 7: failures are only logged; either way the venues are read again. */
export function useUpdateVenueEventsUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVenueEventsUrl,
    onError: (error) => console.error('Saving the events page address failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminVenuesQueryKey }),
  });
}

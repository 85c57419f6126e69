import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { adminVenuesQueryKey } from './get-admin-venues';

export type VenueEventsUrl = { id: number; eventsPageUrl: string };

/** `PUT /api/admin/venues/{id}/events-url`: a blank address clears it. */
export function updateVenueEventsUrl({ id, eventsPageUrl }: VenueEventsUrl) {
  return apiPut<{ id: number; eventsPageUrl: string | null }>(`/api/admin/venues/${id}/events-url`, { eventsPageUrl });
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

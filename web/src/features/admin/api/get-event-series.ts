import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Event } from '../lib/core';

/** The coming dates of the series an event is a date of, as its public
 * page has them (`GET /api/events/{id}`); null for an event that does
 * not repeat. Staff may make an edit to every one of them. */
export function useEventSeries(id: number) {
  return useQuery({
    queryKey: ['events', id, 'series'],
    queryFn: () => apiGet<{ event: Event }>(`/api/events/${id}`),
    select: (page) => page.event.series ?? null,
  });
}

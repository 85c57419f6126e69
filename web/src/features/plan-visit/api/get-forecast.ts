import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import type { Forecast } from '@/lib/core';

/** The Weather Service's week for the city, as the server last read it
 * (core's `Forecast`, with the time it was read): asked each time the
 * planner opens; offline, the service worker's saved answer. */
export const forecastQuery = queryOptions({
  queryKey: ['forecast'],
  queryFn: () => publicGet<Forecast>('/api/forecast', { cache: 'no-cache' }),
  staleTime: 30 * 60_000,
  retry: false,
});

/** The forecast, once the trip has days to show it on; none while it
 * cannot be read (the planner shows what is usual instead). */
export function useForecast(wanted: boolean): Forecast | null {
  return useQuery({ ...forecastQuery, enabled: wanted }).data ?? null;
}

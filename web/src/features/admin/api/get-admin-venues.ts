import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AdminVenue } from '../lib/core';

export const adminVenuesQueryKey = ['admin', 'venues'] as const;

/** `GET /api/admin/venues`: id, name, website, eventsPageUrl. */
export function getAdminVenues() {
  return apiGet<AdminVenue[]>('/api/admin/venues');
}

export function useAdminVenues() {
  return useQuery({ queryKey: adminVenuesQueryKey, queryFn: getAdminVenues });
}

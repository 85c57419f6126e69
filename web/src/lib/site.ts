import { useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { AreaTable, SiteInfo } from '@/lib/core';

export const siteQueryKey = ['site'] as const;

export const siteQuery = { queryKey: siteQueryKey, queryFn: () => publicGet<SiteInfo>('/api/site') };

/** Brand, city, curator and links, served by the API from configuration. */
export function useSite(): SiteInfo | undefined {
  return useQuery(siteQuery).data;
}

/** The same, outside a component: the cached copy, or fetched once. */
export function siteInfo(): Promise<SiteInfo> {
  return queryClient.ensureQueryData(siteQuery);
}

export const areasQuery = { queryKey: ['areas'] as const, queryFn: () => publicGet<AreaTable>('/api/areas') };

/** The city's restaurant areas (Dining's filter and Area View, the places
 * near an item): a read of their own, which the other screens never load. */
export function useAreas(enabled = true): AreaTable | undefined {
  return useQuery({ ...areasQuery, enabled }).data;
}

import { useQuery } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import { publicGet } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { AreaTable, SiteInfo } from '@/lib/core';

export const siteQueryKey = ['site'] as const;

export const siteQuery = { queryKey: siteQueryKey, queryFn: () => publicGet<SiteInfo>('/api/site') };

const SiteContext = createContext<SiteInfo | undefined>(undefined);

/** Reads the site once for the whole app. Most screens' parts ask for it
 * (the city's time zone, the brand), many of them once per card: each read
 * of a query is an observer of its own to make, hydrate and notify (a
 * tenth of a list's server render went to them). */
export function SiteProvider({ children }: { children: ReactNode }) {
  const site = useQuery(siteQuery).data;
  return <SiteContext value={site}>{children}</SiteContext>;
}

/** Brand, city, curator and links, served by the API from configuration
 * (undefined until read), as [`SiteProvider`] read it. */
export function useSite(): SiteInfo | undefined {
  return use(SiteContext);
}

/** The same, outside a component: the cached copy, or fetched once. */
export function siteInfo(): Promise<SiteInfo> {
  return queryClient.ensureQueryData(siteQuery);
}

export const areasQuery = { queryKey: ['areas'] as const, queryFn: () => publicGet<AreaTable>('/api/areas') };

/** The city's restaurant areas (Dining's filter and Area View, the places
 * near an item): a read of their own, which the other screens never load. */
export function useAreas(): AreaTable | undefined {
  return useQuery(areasQuery).data;
}

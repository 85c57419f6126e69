import { publicGet } from '@/lib/api-client';
import { usePublicQuery } from '@/lib/hydration';
import { queryClient } from '@/lib/query-client';
import type { SiteInfo } from '@/lib/core';

export const siteQueryKey = ['site'] as const;

const siteQuery = { queryKey: siteQueryKey, queryFn: () => publicGet<SiteInfo>('/api/site') };

/** Brand, city, curator and links, served by the API from configuration. */
export function useSite(): SiteInfo | undefined {
  return usePublicQuery(siteQuery).data;
}

/** Whether the site's read has answered (or failed). */
export function useSiteRead(): boolean {
  return !usePublicQuery(siteQuery).isPending;
}

/** The same, outside a component: the cached copy, or fetched once. */
export function siteInfo(): Promise<SiteInfo> {
  return queryClient.ensureQueryData(siteQuery);
}

import { useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import type { SiteInfo } from '@/lib/core';

export const siteQueryKey = ['site'] as const;

/** Brand, city, curator and links, served by the API from configuration. */
export function useSite(): SiteInfo | undefined {
  return useQuery({ queryKey: siteQueryKey, queryFn: () => publicGet<SiteInfo>('/api/site') }).data;
}

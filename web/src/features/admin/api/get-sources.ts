import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { SourceView } from '../lib/core';

export const sourcesQueryKey = ['admin', 'sources'] as const;

/** How often the health panel reads again: every second while a read
 * asked for is on its way (the 'Run now' progress), else twice a minute. */
export const SOURCES_WATCH_MS = 1_000;
export const SOURCES_REFRESH_MS = 30_000;

/** `GET /api/admin/sources`: failing sources first, then by name. */
export function getSources() {
  return apiGet<SourceView[]>('/api/admin/sources');
}

export function useSources(enabled = true) {
  return useQuery({ queryKey: sourcesQueryKey, queryFn: getSources, refetchInterval: SOURCES_REFRESH_MS, enabled });
}

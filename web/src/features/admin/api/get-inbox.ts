import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { InboxItem } from '../lib/core';
import { SOURCES_REFRESH_MS } from './get-sources';

export const inboxQueryKey = ['admin', 'inbox'] as const;

/** `GET /api/admin/inbox`: the events that wait for staff, source by source. */
export function getInbox() {
  return apiGet<InboxItem[]>('/api/admin/inbox');
}

/** Read again as often as the sources' health: a scheduled read may have
 * brought more. */
export function useInbox() {
  return useQuery({ queryKey: inboxQueryKey, queryFn: getInbox, refetchInterval: SOURCES_REFRESH_MS });
}

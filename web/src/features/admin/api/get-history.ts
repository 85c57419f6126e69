import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { ChangeKind, History } from '../lib/core';

export type HistoryFilters = {
  staff: string;
  kind: ChangeKind | '';
  since: string;
  until: string;
  item?: number;
  /** Only other staff's changes than the signed-in account's. */
  others?: boolean;
};

export const historyQueryKey = ['admin', 'history'] as const;

function address(filters: HistoryFilters, before: number | null) {
  const query = new URLSearchParams();
  if (filters.staff) query.set('staff', filters.staff);
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.item !== undefined) query.set('item', String(filters.item));
  if (filters.since) query.set('since', filters.since);
  if (filters.until) query.set('until', filters.until);
  if (filters.others) query.set('others', 'true');
  if (before !== null) query.set('before', String(before));
  const text = query.toString();
  return text ? `/api/admin/history?${text}` : '/api/admin/history';
}

/** `GET /api/admin/history`: the changes newest first, a page at a time
 * (each page names the next's `before`). Read when shown: changes keep
 * coming. While other filters' changes load, the last ones stay (and the
 * filters' choices with them). */
export function useHistory(filters: HistoryFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...historyQueryKey, filters],
    queryFn: ({ pageParam }) => apiGet<History>(address(filters, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    placeholderData: keepPreviousData,
    enabled,
  });
}

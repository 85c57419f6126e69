import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { WeeklyOverview } from '../lib/core';

/** `GET /api/admin/weekly`: subscribers and the next issue (#37). Read when
 * its tab is shown: the preview is the whole issue. */
export function useWeeklyOverview(active: boolean) {
  return useQuery({
    queryKey: ['admin', 'weekly'],
    queryFn: () => apiGet<WeeklyOverview>('/api/admin/weekly'),
    enabled: active,
  });
}

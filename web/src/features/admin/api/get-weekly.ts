import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import type { WeeklyIntroChange, WeeklyOverview, WeeklyTestSent } from '../lib/core';

const weeklyQueryKey = ['admin', 'weekly'] as const;

/** `GET /api/admin/weekly`: subscribers and the next issue (#37). Read when
 * its tab is shown: the preview is the whole issue. */
export function useWeeklyOverview(active: boolean) {
  return useQuery({
    queryKey: weeklyQueryKey,
    queryFn: () => apiGet<WeeklyOverview>('/api/admin/weekly'),
    enabled: active,
  });
}

/** `PUT /api/admin/weekly/intro`: the next issue's introduction (blank removes it); answers the overview with it. */
export function useSaveWeeklyIntro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: WeeklyIntroChange) => apiPut<WeeklyOverview>('/api/admin/weekly/intro', change),
    onSuccess: (overview) => queryClient.setQueryData(weeklyQueryKey, overview),
  });
}

/** `POST /api/admin/weekly/test`: the next issue to one's own address (202); 422 when the weekend has nothing. */
export function useSendWeeklyTest() {
  return useMutation({ mutationFn: () => apiPost<WeeklyTestSent>('/api/admin/weekly/test', {}) });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { useContentWritten } from '../hooks/use-content-written';
import type { ReviewedSubmission, SubmissionDecline, SubmissionForm, SubmissionsDecided } from '../lib/core';
import { SOURCES_REFRESH_MS } from './get-sources';

export const submissionsQueryKey = ['admin', 'submissions'] as const;

/** `GET /api/admin/submissions`: organizers' events whose address is
 * confirmed, oldest first, each with the guide's events like it. Read
 * again as often as the sources' inbox beside it. */
export function useSubmissions() {
  return useQuery({
    queryKey: submissionsQueryKey,
    queryFn: () => apiGet<ReviewedSubmission[]>('/api/admin/submissions'),
    refetchInterval: SOURCES_REFRESH_MS,
  });
}

/** Either way the list is read again: another tab may have decided one
 * (409), and an approval put events in the guide. */
function useDecision<T>(send: (body: T) => Promise<SubmissionsDecided>) {
  const queryClient = useQueryClient();
  const contentWritten = useContentWritten();
  return useMutation({
    mutationFn: send,
    onSuccess: (decided) => {
      if (decided.eventIds.length > 0) contentWritten('events');
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: submissionsQueryKey }),
  });
}

/** `POST /api/admin/submissions/{id}/approve`: published as sent, or as
 * staff edited it. */
export function useApproveSubmission() {
  return useDecision(({ id, form }: { id: number; form: SubmissionForm }) => apiPost<SubmissionsDecided>(`/api/admin/submissions/${id}/approve`, form));
}

/** `POST /api/admin/submissions/decline`: one or several, the reason
 * e-mailed to each organizer, their senders blocked when asked. */
export function useDeclineSubmissions() {
  return useDecision((decline: SubmissionDecline) => apiPost<SubmissionsDecided>('/api/admin/submissions/decline', decline));
}

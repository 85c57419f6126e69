import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { SourceView } from '../lib/core';
import { inboxQueryKey } from './get-inbox';
import { sourcesQueryKey } from './get-sources';

/** `POST /api/admin/sources/{id}/confirm`: an admin says a suspicious
 * source's page is right; what vanished from it can be decided. */
export function confirmSource(id: number) {
  return apiPost<SourceView>(`/api/admin/sources/${id}/confirm`, {});
}

export function useConfirmSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSource,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sourcesQueryKey });
      // Its held events are no longer held.
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    },
  });
}

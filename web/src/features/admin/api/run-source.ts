import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { SourceView } from '../lib/core';
import { sourcesQueryKey } from './get-sources';

/** `POST /api/admin/sources/{id}/run`: 202, read as soon as a runner is free. */
export function runSource(id: number) {
  return apiPost<SourceView>(`/api/admin/sources/${id}/run`, {});
}

export function useRunSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSource,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sourcesQueryKey }),
  });
}

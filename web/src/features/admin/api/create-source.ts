import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { SourceForm, SourceView } from '../lib/core';
import { sourcesQueryKey } from './get-sources';

/** `POST /api/admin/sources`: 201 with the source; 400 with field messages,
 * 409 when its address is already followed. */
export function createSource(form: SourceForm) {
  return apiPost<SourceView>('/api/admin/sources', form);
}

export function useCreateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSource,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sourcesQueryKey }),
  });
}

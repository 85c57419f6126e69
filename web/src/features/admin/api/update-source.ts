import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { SourceForm, SourceView } from '../lib/core';
import { sourcesQueryKey } from './get-sources';

export type SourceChange = { id: number; form: SourceForm };

/** `PUT /api/admin/sources/{id}`: 200 with the source; 400 with field
 * messages, 404 when it is gone, 409 when another source has the address. */
export function updateSource({ id, form }: SourceChange) {
  return apiPut<SourceView>(`/api/admin/sources/${id}`, form);
}

export function useUpdateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSource,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sourcesQueryKey }),
  });
}

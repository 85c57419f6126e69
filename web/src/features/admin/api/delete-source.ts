import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { inboxQueryKey } from './get-inbox';
import { sourcesQueryKey } from './get-sources';

/** `DELETE /api/admin/sources/{id}`: 204; what waited from it leaves the inbox. */
export function deleteSource(id: number) {
  return apiDelete(`/api/admin/sources/${id}`);
}

export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSource,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sourcesQueryKey });
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    },
  });
}

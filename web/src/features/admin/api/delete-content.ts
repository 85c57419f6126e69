import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import type { ContentKind } from './get-content';
import { useContentWritten } from '../hooks/use-content-written';

export type ContentDeletion = { kind: ContentKind; id: number };

/** `DELETE /api/admin/{events|activities|restaurants}/{id}` (204; 404 when already gone). */
export function deleteContent({ kind, id }: ContentDeletion) {
  return apiDelete(`/api/admin/${kind}/${id}`);
}

export function useDeleteContent() {
  const written = useContentWritten();
  return useMutation({ mutationFn: deleteContent, onSuccess: (_answer, deletion) => written(deletion.kind) });
}

import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { Activity, EventEdit, Restaurant, Saved } from '../lib/core';
import { useContentWritten } from '../hooks/use-content-written';

export type ContentEdit =
  | { kind: 'events'; id: number; body: EventEdit }
  | { kind: 'activities'; id: number; body: Activity }
  | { kind: 'restaurants'; id: number; body: Restaurant };

/** `PUT /api/admin/{events|activities|restaurants}/{id}`: answers `{id, message}`
 * ('Event updated successfully!'…); 400 `{error}` when refused, 404 when gone. */
export function updateContent({ kind, id, body }: ContentEdit) {
  return apiPut<Saved>(`/api/admin/${kind}/${id}`, body);
}

export function useUpdateContent() {
  const written = useContentWritten();
  return useMutation({ mutationFn: updateContent, onSuccess: (_answer, edit) => written(edit.kind) });
}

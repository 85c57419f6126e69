import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { Activity, EventEdit, Restaurant, Saved } from '../lib/core';
import { useContentWritten } from '../hooks/use-content-written';

export type ContentEdit = (
  | { kind: 'events'; id: number; body: EventEdit }
  | { kind: 'activities'; id: number; body: Activity }
  | { kind: 'restaurants'; id: number; body: Restaurant }
) & {
  /** The version the form opened the item at (`If-Match`). */
  version: number;
};

/** `PUT /api/admin/{events|activities|restaurants}/{id}`: answers `{id, message}`
 * ('Event updated successfully!'…); 400 `{error}` when refused, 404 when
 * gone, 409 when someone changed the item after the form opened. */
export function updateContent({ kind, id, body, version }: ContentEdit) {
  return apiPut<Saved>(`/api/admin/${kind}/${id}`, body, { 'If-Match': `"${version}"` });
}

export function useUpdateContent() {
  const written = useContentWritten();
  return useMutation({ mutationFn: updateContent, onSuccess: (_answer, edit) => written(edit.kind) });
}

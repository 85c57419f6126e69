import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { Activity, DiscoveredEvent, Restaurant } from '../lib/core';
import { useContentWritten } from '../hooks/use-content-written';

/** The event edit form's body: the discovered-event fields plus the ticket link. */
export type EventEdit = DiscoveredEvent & { ticketUrl: string | null };

export type ContentEdit =
  | { kind: 'events'; id: number; body: EventEdit }
  | { kind: 'activities'; id: number; body: Activity }
  | { kind: 'restaurants'; id: number; body: Restaurant };

/** `PUT /api/admin/{events|activities|restaurants}/{id}`: answers `{id, message}`
 * ('Event updated successfully!'…); 400 `{error}` when refused, 404 when gone. */
export function updateContent({ kind, id, body }: ContentEdit) {
  return apiPut<{ id: number; message: string }>(`/api/admin/${kind}/${id}`, body);
}

export function useUpdateContent() {
  const written = useContentWritten();
  return useMutation({ mutationFn: updateContent, onSuccess: (_answer, edit) => written(edit.kind) });
}

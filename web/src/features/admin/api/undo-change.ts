import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { Undone } from '../lib/core';
import { useContentWritten } from '../hooks/use-content-written';

/** One change, or every change of a step (its batch). */
export type UndoTarget = { change: number } | { batch: string };

function address(target: UndoTarget) {
  return 'change' in target ? `/api/admin/history/${target.change}/undo` : `/api/admin/history/batch/${encodeURIComponent(target.batch)}/undo`;
}

/** `POST /api/admin/history/{id}/undo` or `…/batch/{batch}/undo`: the
 * toast's words; 409 `{error}` saying why not (undone already, changed
 * again since). An undo may touch any content, the inbox, suggestions and
 * venues: all of them, and the history, are read again. */
export function useUndo() {
  const queryClient = useQueryClient();
  const written = useContentWritten();
  return useMutation({
    mutationFn: (target: UndoTarget) => apiPost<Undone>(address(target), null),
    onSuccess: () => {
      written('events');
      written('activities');
      written('restaurants');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

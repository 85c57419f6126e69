import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { SuggestionStatusChange, SuggestionStatusSaved } from '../lib/core';
import { suggestionsQueryKey } from './get-suggestions';

export type SuggestionStatusUpdate = SuggestionStatusChange & { id: number };

/** `PUT /api/admin/suggestions/{id}/status` `{status, note?}`: answers `{id, status}`; 400 `{error}` for an unknown status or a note too long. */
export function updateSuggestionStatus({ id, ...change }: SuggestionStatusUpdate) {
  return apiPut<SuggestionStatusSaved>(`/api/admin/suggestions/${id}/status`, change);
}

/** Reads the suggestions again afterwards (the list, its filter and the tab's count). */
export function useUpdateSuggestionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSuggestionStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: suggestionsQueryKey }),
  });
}

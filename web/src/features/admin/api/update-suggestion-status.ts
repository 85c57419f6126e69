import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { SuggestionStatus, SuggestionStatusSaved } from '../lib/core';
import { suggestionsQueryKey } from './get-suggestions';

export type SuggestionStatusChange = { id: number; status: SuggestionStatus };

/** `PUT /api/admin/suggestions/{id}/status` `{status}`: answers `{id, status}`; 400 `{error}` for an unknown status. */
export function updateSuggestionStatus({ id, status }: SuggestionStatusChange) {
  return apiPut<SuggestionStatusSaved>(`/api/admin/suggestions/${id}/status`, { status });
}

/** Reads the suggestions again afterwards (the list, its filter and the tab's count). */
export function useUpdateSuggestionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSuggestionStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: suggestionsQueryKey }),
  });
}

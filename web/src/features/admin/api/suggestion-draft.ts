import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { SuggestionDraft } from '../lib/core';

/** `POST /api/admin/suggestions/{id}/draft`: 'Create from this'. The suggested page read, and the form to open filled from it. */
export function getSuggestionDraft(id: number) {
  return apiPost<SuggestionDraft>(`/api/admin/suggestions/${id}/draft`, {});
}

export function useSuggestionDraft() {
  return useMutation({ mutationFn: getSuggestionDraft });
}

import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { SuggestionForm } from '@/lib/core';

export function createSuggestion(form: SuggestionForm) {
  return apiPost<unknown>('/api/suggestions', form);
}

export function useCreateSuggestion() {
  return useMutation({ mutationFn: createSuggestion });
}

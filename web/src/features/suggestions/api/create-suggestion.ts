import { useMutation } from '@tanstack/react-query';
import type { Sent, SuggestionForm } from '@/lib/core';
import { sendOrQueue } from '@/lib/outbox';

/** `POST /api/suggestions`, or kept on the device until the network returns. */
export function createSuggestion(form: SuggestionForm) {
  return sendOrQueue<Sent>('suggestion', '/api/suggestions', form);
}

export function useCreateSuggestion() {
  return useMutation({ mutationFn: createSuggestion });
}

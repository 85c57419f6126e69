import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { apiPut, serverMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import type { StoredSuggestion, SuggestionLink } from '../lib/core';
import { suggestionsQueryKey } from './get-suggestions';

/** `PUT /api/admin/suggestions/{id}/added`: the guide's item made from it; the visitor is e-mailed, once. */
export function linkSuggestion(id: number, link: SuggestionLink) {
  return apiPut<StoredSuggestion>(`/api/admin/suggestions/${id}/added`, link);
}

/** Marks a suggestion added as the item just made, and says so. */
export function useLinkSuggestion() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT();
  const mutation = useMutation({
    mutationFn: ({ suggestion, link }: { suggestion: StoredSuggestion; link: SuggestionLink }) => linkSuggestion(suggestion.id, link),
    onSuccess: (linked) => {
      void queryClient.invalidateQueries({ queryKey: suggestionsQueryKey });
      toast({ title: t('suggestion-linked'), description: t('suggestion-linked-text', { visitor: linked.submitterName, name: linked.name }) });
    },
    onError: (error) => toast({ title: t('suggestion-link-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
  });
  return (suggestion: StoredSuggestion, link: SuggestionLink) => mutation.mutate({ suggestion, link });
}

import { useSuggestions } from '../api/get-suggestions';
import { defaultSuggestionStatus } from '../lib/core';

/** Core's status of a suggestion nobody has reviewed yet. */
export const NEW_STATUS = defaultSuggestionStatus();

/** Suggestions nobody has reviewed yet (0 until the list loads). */
export function useNewSuggestionCount(): number {
  return useSuggestions().data?.filter((s) => s.status === NEW_STATUS).length ?? 0;
}

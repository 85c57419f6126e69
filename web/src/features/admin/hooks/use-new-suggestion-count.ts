import { useSuggestions } from '../api/get-suggestions';
import { suggestionStatuses } from '../lib/core';

/** Core's first status is the one a visitor's suggestion starts in. */
export const NEW_STATUS = suggestionStatuses()[0];

/** Suggestions nobody has reviewed yet (0 until the list loads). */
export function useNewSuggestionCount(): number {
  return useSuggestions().data?.filter((s) => s.status === NEW_STATUS).length ?? 0;
}

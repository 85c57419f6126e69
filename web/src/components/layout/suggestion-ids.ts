// What the header's search box (in every page's first download) and its
// lazily loaded suggestions share: the listbox's and options' ids, and
// what the list tells the box.

/** The suggestions' listbox. */
export const SUGGESTIONS_ID = 'site-search-suggestions';

/** The option at `index`, for the box's `aria-activedescendant`. */
export const optionId = (index: number) => `site-search-option-${index}`;

/** The suggestions as the box sees them, to move through and follow. */
export type SuggestionList = {
  /** How many options the list has. */
  count: number;
  /** Where the option at `index` leads. */
  pathAt: (index: number) => string | undefined;
};

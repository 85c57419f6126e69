/**
 * Roots of the query keys of the visitor lists. They live here, not in their
 * features, because the admin dashboard refreshes those lists after it
 * changes content, and features do not import each other.
 */
export const contentKeys = {
  events: ['events'],
  activities: ['activities'],
  restaurants: ['restaurants'],
} as const;

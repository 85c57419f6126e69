import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { SuggestionType } from '../lib/core';

/** A visitor's suggestion as stored, with its review status (one of core's `suggestionStatuses()`). */
export type StoredSuggestion = {
  id: number;
  name: string;
  type: SuggestionType;
  website: string;
  description: string;
  submitterName: string;
  submitterEmail: string;
  status: string;
  createdAt: string;
};

export const suggestionsQueryKey = ['admin', 'suggestions'] as const;

/** `GET /api/admin/suggestions`: every suggestion, newest first. */
export function getSuggestions() {
  return apiGet<StoredSuggestion[]>('/api/admin/suggestions');
}

export function useSuggestions() {
  return useQuery({ queryKey: suggestionsQueryKey, queryFn: getSuggestions });
}

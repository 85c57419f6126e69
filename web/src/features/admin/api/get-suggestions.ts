import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { StoredSuggestion } from '../lib/core';

export const suggestionsQueryKey = ['admin', 'suggestions'] as const;

/** `GET /api/admin/suggestions`: every suggestion, newest first. */
export function getSuggestions() {
  return apiGet<StoredSuggestion[]>('/api/admin/suggestions');
}

export function useSuggestions() {
  return useQuery({ queryKey: suggestionsQueryKey, queryFn: getSuggestions });
}

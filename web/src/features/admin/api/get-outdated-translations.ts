import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { OutdatedItem } from '../lib/core';

export const outdatedTranslationsQueryKey = ['admin', 'translations', 'outdated'] as const;

/** `GET /api/admin/translations/outdated`: the items with a translation made from an original text they no longer have. */
export function getOutdatedTranslations() {
  return apiGet<OutdatedItem[]>('/api/admin/translations/outdated');
}

export function useOutdatedTranslations(enabled = true) {
  return useQuery({ queryKey: outdatedTranslationsQueryKey, queryFn: getOutdatedTranslations, enabled });
}

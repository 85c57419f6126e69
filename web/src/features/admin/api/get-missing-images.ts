import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { MissingImage, SmallImage } from '../lib/core';
import type { ContentKind } from './get-content';

/** The three lists of the Image Management tab, named as in their paths. */
export type ImageKind = ContentKind;

export const missingImagesQueryKey = (kind: ImageKind) => ['admin', 'missing-images', kind] as const;

/** `GET /api/admin/{events|activities|restaurants}-missing-images`. */
export function getMissingImages(kind: ImageKind) {
  return apiGet<MissingImage[]>(`/api/admin/${kind}-missing-images`);
}

export function useMissingImages(kind: ImageKind) {
  return useQuery({ queryKey: missingImagesQueryKey(kind), queryFn: () => getMissingImages(kind) });
}

export const smallImagesQueryKey = (kind: ImageKind) => ['admin', 'small-images', kind] as const;

/** `GET /api/admin/{events|activities|restaurants}-small-images`: pictures too narrow to be sharp. */
export function useSmallImages(kind: ImageKind) {
  return useQuery({ queryKey: smallImagesQueryKey(kind), queryFn: () => apiGet<SmallImage[]>(`/api/admin/${kind}-small-images`) });
}

import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { MissingImage } from '../lib/core';
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

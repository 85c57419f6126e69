import { useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '@/lib/content-keys';
import type { ContentKind } from '../api/get-content';
import { missingImagesQueryKey, smallImagesQueryKey } from '../api/get-missing-images';
import { outdatedTranslationsQueryKey } from '../api/get-outdated-translations';

/** After an item is created, edited, replaced, deleted, translated or given
 * an image: the visitors' list (and the dashboard's copy under the same
 * root), the lists of items without images or with pictures too small, and
 * the translations out of date are read again. The one place that knows
 * what a content write makes stale. */
export function useContentWritten() {
  const queryClient = useQueryClient();
  return (kind: ContentKind) => {
    void queryClient.invalidateQueries({ queryKey: contentKeys[kind] });
    void queryClient.invalidateQueries({ queryKey: missingImagesQueryKey(kind) });
    void queryClient.invalidateQueries({ queryKey: smallImagesQueryKey(kind) });
    void queryClient.invalidateQueries({ queryKey: outdatedTranslationsQueryKey });
  };
}

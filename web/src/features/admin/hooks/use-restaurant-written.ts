import { useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '@/lib/content-keys';
import { missingImagesQueryKey } from '../api/get-missing-images';

/** After a restaurant is created or replaced: the visitors' list and the
 * list of restaurants without images are read again. */
export function useRestaurantWritten() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.restaurants });
    void queryClient.invalidateQueries({ queryKey: missingImagesQueryKey('restaurants') });
  };
}

import { useMissingImages } from '../api/get-missing-images';

/** Items without a working image, over the three lists (0 until they load). */
export function useMissingImageCount(): number {
  const events = useMissingImages('events').data?.length ?? 0;
  const activities = useMissingImages('activities').data?.length ?? 0;
  const restaurants = useMissingImages('restaurants').data?.length ?? 0;
  return events + activities + restaurants;
}

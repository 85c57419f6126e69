import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useActivities } from '@/features/activities/api/get-activities';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { ApiError } from '@/lib/api-client';
import { nearby, type Activity, type GuideEvent, type ItemKind, type NearbyPlaces, type Restaurant } from '@/lib/core';
import type { PlaceShown } from '@/lib/localized';
import { useAreas } from '@/lib/site';

/** An activity's or a restaurant's page: the server's answer (the place,
 * what is near it and what's on there, worked out there), else, offline without it, the
 * device's copies of the lists, with core's rule worked out here. */
export function usePlacePage<T extends Activity | Restaurant>(
  kind: 'activity' | 'restaurant',
  id: number | undefined,
  page: UseQueryResult<PlaceShown<T>>,
): { place: T | undefined; nearby: NearbyPlaces; onHere: GuideEvent[]; pending: boolean; unknown: boolean } {
  const unknown = page.error instanceof ApiError && page.error.status === 404;
  const fromDevice = page.isError && !unknown;
  const device = useNearby(kind, fromDevice ? id : undefined, fromDevice);
  const list = (kind === 'activity' ? device.activityList.data : device.restaurantList.data) as T[] | undefined;
  const place = page.data?.place ?? list?.find((p) => p.id === id);
  const near = page.data?.nearby ?? { activities: device.activities, restaurants: device.restaurants };
  const pending = id !== undefined && (page.isPending || (fromDevice && (device.activityList.isPending || device.restaurantList.isPending)));
  // Offline, what's on here waits for the connection: the device's copy
  // of the events is its worker's, read for the events list.
  return { place, nearby: near, onHere: page.data?.onHere ?? [], pending, unknown };
}

/** The places near an activity or a restaurant (core's rule: same area,
 * else closest; as many as a page shows), from the saved lists, read when
 * `enabled`. */
function useNearby(kind: ItemKind, id: number | undefined, enabled: boolean) {
  const activities = useActivities(enabled);
  const restaurants = useRestaurants(enabled);
  const areas = useAreas(enabled);
  const found = useMemo(() => {
    if (id === undefined || !areas || !activities.data || !restaurants.data) return { activities: [], restaurants: [] };
    const near = nearby(areas, kind, id, activities.data, restaurants.data);
    return {
      activities: Array.from(near.activities, (i) => activities.data[i]),
      restaurants: Array.from(near.restaurants, (i) => restaurants.data[i]),
    };
  }, [kind, id, areas, activities.data, restaurants.data]);
  return { activities: found.activities as Activity[], restaurants: found.restaurants as Restaurant[], activityList: activities, restaurantList: restaurants };
}

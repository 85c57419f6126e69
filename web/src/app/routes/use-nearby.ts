import { useMemo } from 'react';
import { useActivities } from '@/features/activities/api/get-activities';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { nearby, type Activity, type ItemKind, type Restaurant } from '@/lib/core';
import { useAreas } from '@/lib/site';

const NEARBY = 3;

/** The places near an activity or a restaurant (core's rule: same area,
 * else closest), from the saved lists. */
export function useNearby(kind: ItemKind, id: number | undefined) {
  const activities = useActivities();
  const restaurants = useRestaurants();
  const areas = useAreas();
  const found = useMemo(() => {
    if (id === undefined || !areas || !activities.data || !restaurants.data) return { activities: [], restaurants: [] };
    const near = nearby(areas, kind, id, activities.data, restaurants.data, NEARBY);
    return {
      activities: Array.from(near.activities, (i) => activities.data[i]),
      restaurants: Array.from(near.restaurants, (i) => restaurants.data[i]),
    };
  }, [kind, id, areas, activities.data, restaurants.data]);
  return { activities: found.activities as Activity[], restaurants: found.restaurants as Restaurant[], activityList: activities, restaurantList: restaurants };
}

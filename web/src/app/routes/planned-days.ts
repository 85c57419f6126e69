import { activitiesQuery } from '@/features/activities/api/get-activities';
import { restaurantsQuery } from '@/features/restaurants/api/get-restaurants';
import { tripPlacesAnything, type GuideEvent, type Localizer, type SavedItem, type Trip, type TripDay } from '@/lib/core';
import { loadPlanner, savedOfLists } from '@/lib/trip-planner';
import { queryClient } from '@/lib/query-client';

/** The trip's days as the planner plans them, for what My Favorites sends
 * along (its calendar file): none while nothing is placed, as then every
 * place is in the file's notes and every event on its own dates. */
export async function plannedDays(items: SavedItem[], events: GuideEvent[], trip: Trip, today: string | undefined, words: Localizer): Promise<TripDay[]> {
  if (!today || !tripPlacesAnything(trip)) return [];
  const [activities, restaurants, planner] = await Promise.all([queryClient.fetchQuery(activitiesQuery), queryClient.fetchQuery(restaurantsQuery), loadPlanner()]);
  return planner.planTrip(items, trip, savedOfLists(items, { events, activities, restaurants }), today, words).days;
}

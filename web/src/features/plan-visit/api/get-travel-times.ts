import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { publicGet } from '@/lib/api-client';
import { useOnline } from '@/lib/connection';
import type { RoutedDay, TravelTimes } from '@/lib/core';
import type { Planner } from '@/lib/trip-planner';

// The routing engine's driving times between each day's places
// (`GET /api/travel-times`, where the guide has an engine): asked once
// online for a set of places, and kept on the device by core's rule
// (`travel::keep_routed_day`), so that the day is planned by them offline
// too. Offline, or before an answer, every leg is core's estimate.

const NONE: RoutedDay[] = [];
let kept: RoutedDay[] | null = null;
const listeners = new Set<() => void>();

function read(planner: Planner): RoutedDay[] {
  if (kept === null) {
    try {
      kept = planner.routedDaysFromStorage(window.localStorage.getItem(planner.routedDaysStorageKey()) ?? undefined);
    } catch {
      kept = NONE;
    }
    // None kept plans as none known: the same plan, not worked out again.
    if (kept.length === 0) kept = NONE;
  }
  return kept;
}

function keep(planner: Planner, answer: RoutedDay) {
  kept = planner.keepRoutedDay(read(planner), answer);
  try {
    window.localStorage.setItem(planner.routedDaysStorageKey(), JSON.stringify(kept));
  } catch {
    // Quota or disabled storage: the answer still serves this page view.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The answers kept, for the planner's `Guide.travelTimes`. */
export function useKeptTravelTimes(planner: Planner | undefined): RoutedDay[] {
  return useSyncExternalStore(subscribe, () => (planner ? read(planner) : NONE), () => NONE);
}

/** Asks online for each of `routes` (the planned days' `route`) not kept
 * yet; each answer is kept as it arrives, which plans the days again.
 * (One query for them all: `useQueries` would bring its observer into
 * every page's first download, with React Query's core.) */
export function useAskTravelTimes(planner: Planner | undefined, routes: string[]) {
  const online = useOnline();
  const known = useKeptTravelTimes(planner);
  const asking = online ? planner : undefined;
  const wanted = asking ? routes.filter((points) => !known.some((day) => day.points === points)) : [];
  useQuery({
    queryKey: ['travel-times', wanted],
    queryFn: async () => {
      if (asking) await Promise.all(wanted.map((points) => ask(asking, points)));
      return null;
    },
    enabled: wanted.length > 0,
  });
}

/** One day's places asked; a failure leaves its legs estimated. */
async function ask(planner: Planner, points: string): Promise<void> {
  try {
    const { seconds } = await publicGet<TravelTimes>(`/api/travel-times?points=${encodeURIComponent(points)}`);
    keep(planner, { points, seconds });
  } catch {
    // The engine did not answer: the day's legs stay estimates.
  }
}

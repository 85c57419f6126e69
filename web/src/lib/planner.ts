import { useEffect, useState } from 'react';

// The trip planner's core (planTrip, the hours to book) is in the package
// of My Favorites' tools loaded on demand, with the calendar files
// (guide-core-wasm-calendar): the first visit of every other page does not
// download it. The service worker keeps it for offline use.

export type Planner = typeof import('guide-core-wasm-calendar');

let loaded: Planner | undefined;

export async function loadPlanner(): Promise<Planner> {
  loaded ??= await import('guide-core-wasm-calendar');
  return loaded;
}

/** The planner, once its package has loaded (at once when it has). */
export function usePlanner(): Planner | undefined {
  const [planner, setPlanner] = useState(loaded);
  useEffect(() => {
    if (!planner) void loadPlanner().then(setPlanner);
  }, [planner]);
  return planner;
}

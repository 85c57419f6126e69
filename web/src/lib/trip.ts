import { useSyncExternalStore } from 'react';
import { tripAdopt, tripFromStorage, tripKeepOrder, tripPlace, tripPlacesAnything, tripStorageKey, tripSuggestedOrder, tripUnplace, tripWithDays, type Localizer, type StopKey, type Trip } from '@/lib/core';

// The trip (its days, what is placed where): core's `plan::trip::placed`
// decides every change; this module keeps the value the device stores
// beside My Favorites, writes it after each change and tells React. Another
// tab's change arrives by the storage event.

const STORAGE_KEY = tripStorageKey();
const EMPTY: Trip = { first: null, last: null, placed: [], orders: [] };


const read = (text: string | null | undefined): Trip => tripFromStorage(text ?? undefined);

let trip: Trip | null = null;
const listeners = new Set<() => void>();

function current(): Trip {
  if (trip === null) {
    try {
      trip = read(window.localStorage.getItem(STORAGE_KEY));
    } catch {
      trip = EMPTY;
    }
  }
  return trip;
}

function save(next: Trip) {
  trip = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or disabled storage: the trip still works for this page view.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== STORAGE_KEY) return;
  trip = read(event.newValue);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const tripStore = {
  /** The days in town; both empty: the plan's events' days. Throws core's
   * sentence when they are wrong. */
  setDays(first: string, last: string, words: Localizer) {
    save(tripWithDays(current(), first, last, words));
  },
  place(key: StopKey, date: string, at: number | null = null) {
    save(tripPlace(current(), key, date, at));
  },
  unplace(key: StopKey) {
    save(tripUnplace(current(), key));
  },
  keepOrder(date: string, stops: StopKey[]) {
    save(tripKeepOrder(current(), date, stops));
  },
  /** A shared trip's days and placings, where this one has none. */
  adopt(shared: Trip) {
    save(tripAdopt(current(), shared));
  },
  /** The trip for a send call to plan the e-mail by: left out while it
   * places nothing (core's `plan_by_trip` would not use it), so that the
   * spec's call is unchanged for a plan without days. */
  forSending(): Trip | undefined {
    const kept = current();
    return tripPlacesAnything(kept) ? kept : undefined;
  },
  suggestedOrder(date: string) {
    save(tripSuggestedOrder(current(), date));
  },
};

/** The trip as the device keeps it. */
export function useTrip(): Trip {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { Coordinates, Landmark, Near } from '@/lib/core';
import { useUrlParams } from '@/lib/url-params';

/** The address's keys for 'Near me': `near=me` (or a place's key,
 * `near=area-lido-key`) and the radius in miles. */
export const NEAR_ME_KEYS = ['near', 'within'] as const;

/** `place`: ordered from a place of the guide the visitor chose;
 * `place-gone`: the address names a place the guide no longer has. */
export type NearMeStatus = 'off' | 'asking' | 'on' | 'denied' | 'unavailable' | 'place' | 'place-gone';

export const landmarksQuery = { queryKey: ['landmarks'] as const, queryFn: () => publicGet<Landmark[]>('/api/landmarks') };

/** The places a list can be ordered from, read only once a visitor reaches
 * for one (or an address names one). */
function useLandmarks(wanted: boolean): Landmark[] | undefined {
  return useQuery({ ...landmarksQuery, enabled: wanted }).data;
}

/** Where the browser said the device is, in this page's memory only
 * (every list of the visit uses it; it is never stored or sent), and
 * whether it is being asked. */
interface Located {
  from: Coordinates | null;
  at: number;
  asking: boolean;
}

let located: Located = { from: null, at: 0, asking: false };
const listeners = new Set<() => void>();
const NOT_LOCATED = located;

function update(next: Partial<Located>) {
  located = { ...located, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A position older than this is asked for again when Near me is pressed. */
const POSITION_KEPT_MS = 5 * 60_000;

type Refusal = 'denied' | 'unavailable';

/** Asks the browser for the position; `prompt: false` asks only where the
 * browser already allows it, so that no prompt shows unasked. */
async function locate(prompt: boolean): Promise<void> {
  if (!prompt && (await permission()) !== 'granted') return;
  if (!('geolocation' in navigator)) throw new Error('unavailable' satisfies Refusal);
  update({ asking: true });
  try {
    const { coords } = await new Promise<GeolocationPosition>((resolve, reject) =>
      navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: false, timeout: 15_000, maximumAge: POSITION_KEPT_MS }),
    );
    update({ from: { latitude: coords.latitude, longitude: coords.longitude }, at: Date.now(), asking: false });
  } catch (error) {
    update({ asking: false });
    const denied = (error as GeolocationPositionError).code === 1;
    throw new Error((denied ? 'denied' : 'unavailable') satisfies Refusal, { cause: error });
  }
}

async function permission(): Promise<PermissionState | null> {
  try {
    return (await navigator.permissions?.query({ name: 'geolocation' }))?.state ?? null;
  } catch {
    return null;
  }
}

export interface NearMe {
  status: NearMeStatus;
  /** Core's query: set once the position (or the place) is known. */
  near: Near | null;
  /** The place chosen instead of the visitor's position. */
  place: Landmark | null;
  /** The places to choose from, once `places` asked for them. */
  landmarks: Landmark[] | undefined;
  /** Reads the places (once): when the visitor reaches for the field, and
   * before what they typed is looked up. */
  places: () => Promise<Landmark[]>;
  /** Orders the list from the place of this key. */
  choose: (key: string) => void;
  /** The radius in the address ('' for any distance). */
  within: string;
  press: () => void;
  stop: () => void;
  setWithin: (within: string) => void;
}

/**
 * A list's 'Near me': pressed, it asks the browser for the position (the
 * browser's prompt shows only then) and keeps `near=me` in the address;
 * core orders the list by distance on the device. A denied or failed
 * request leaves the list as it was and says why. An address with
 * `near=me` (a reload, Back) asks again only where the browser already
 * allows it, without a prompt.
 *
 * Or near a place of the guide (an area, a venue, a place), chosen by the
 * visitor: `near=<its key>`, no position asked for.
 */
export function useNearMe(): NearMe {
  const params = useUrlParams(NEAR_ME_KEYS, { filters: true });
  const wanted = params.values.near === 'me';
  const placeKey = params.values.near !== '' && !wanted ? params.values.near : null;
  const position = useSyncExternalStore(subscribe, () => located, () => NOT_LOCATED);
  const [refused, setRefused] = useState<Refusal | null>(null);
  // Read for a place in the address; the field reads them when focused
  // (`places`), and this answer follows the cache either way.
  const landmarks = useLandmarks(placeKey !== null);
  const place = (placeKey && landmarks?.find((l) => l.key === placeKey)) || null;

  // An address that asks for Near me before the position is known.
  useEffect(() => {
    if (wanted && !position.from && !position.asking) locate(false).catch(() => {});
  }, [wanted, position]);

  const within = params.values.within;
  const on = wanted && position.from !== null;
  const placeGone = placeKey !== null && landmarks !== undefined && place === null;
  const status: NearMeStatus = position.asking ? 'asking' : on ? 'on' : place ? 'place' : placeGone ? 'place-gone' : (refused ?? 'off');
  const from = on ? position.from : (place?.at ?? null);
  // One object while nothing changes: the lists' filtering depends on it.
  const near = useMemo((): Near | null => {
    const miles = Number.parseFloat(within);
    return from ? { from, withinMiles: Number.isFinite(miles) ? miles : null } : null;
  }, [from, within]);
  return {
    status,
    near,
    place,
    landmarks,
    places: () => queryClient.ensureQueryData(landmarksQuery),
    choose: (key) => {
      setRefused(null);
      params.set({ near: key });
    },
    within,
    press: () => {
      setRefused(null);
      params.set({ near: 'me' });
      if (position.from && Date.now() - position.at < POSITION_KEPT_MS) return;
      locate(true).catch((error: Error) => {
        setRefused(error.message as Refusal);
        params.set({ near: '', within: '' }, { replace: true });
      });
    },
    stop: () => params.set({ near: '', within: '' }),
    setWithin: (next) => params.set({ within: next }),
  };
}

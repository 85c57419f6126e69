import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Coordinates, Near } from '@/lib/core';
import { useUrlParams } from '@/lib/url-params';

/** The address's keys for 'Near me': `near=me` and the radius in miles. */
export const NEAR_ME_KEYS = ['near', 'within'] as const;

export type NearMeStatus = 'off' | 'asking' | 'on' | 'denied' | 'unavailable';

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
  /** Core's query: set once the position is known. */
  near: Near | null;
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
 */
export function useNearMe(): NearMe {
  const params = useUrlParams(NEAR_ME_KEYS, { filters: true });
  const wanted = params.values.near === 'me';
  const position = useSyncExternalStore(subscribe, () => located, () => NOT_LOCATED);
  const [refused, setRefused] = useState<Refusal | null>(null);

  // An address that asks for Near me before the position is known.
  useEffect(() => {
    if (wanted && !position.from && !position.asking) locate(false).catch(() => {});
  }, [wanted, position]);

  const within = params.values.within;
  const on = wanted && position.from !== null;
  const status: NearMeStatus = position.asking ? 'asking' : on ? 'on' : (refused ?? 'off');
  // One object while nothing changes: the lists' filtering depends on it.
  const near = useMemo((): Near | null => {
    const miles = Number.parseFloat(within);
    return on && position.from ? { from: position.from, withinMiles: Number.isFinite(miles) ? miles : null } : null;
  }, [on, position.from, within]);
  return {
    status,
    near,
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

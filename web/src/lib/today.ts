import { useSyncExternalStore } from 'react';
import { cityToday } from '@/lib/core';
import { useSite } from '@/lib/site';

const MINUTE = 60_000;

// A page the server rendered shows the clock as it read it then ('Open now',
// tonight's events). Hydrating that page with the device's clock instead
// would render other words than the markup's: React then throws the markup
// away and renders the page anew, and a tap made meanwhile is lost. So the
// clocks below are stores React reads (`useSyncExternalStore`): the server
// snapshot, read by the server's render and by hydration, is the instant
// the page was rendered at; React then moves the page to the device's clock.
let renderedAt: number | undefined;

/** The instant the page being rendered (on the server) or hydrated (in the
 * browser) was rendered at. */
export function setRenderedAt(at: number | undefined) {
  renderedAt = at;
}

// The device's clock, read again each minute while a screen shows it;
// while none does, read at each look (to the second: a store's snapshot
// stays the same from one look to the next).
let minute = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // The first screen to show it reads it now (React renders again a part
    // rendered before from an older reading: a page hydrated, a clock moved).
    readMinute();
    timer = setInterval(() => {
      minute = Date.now();
      for (const each of listeners) each();
    }, MINUTE);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

const subscribeNothing = () => () => {};
function readMinute(): number {
  if (listeners.size === 0) {
    const now = Date.now();
    minute = now - (now % 1000);
  }
  return minute;
}
const readRendered = () => renderedAt ?? readMinute();
const readNothing = () => 0;

/** The instant shown for the city's day in `timeZone`: the minute's, kept
 * until the city's day changes (what depends on it is worked out again
 * once a day, not once a minute). */
const shownDays = new Map<string, number>();
function readDay(timeZone: string): number {
  const now = readMinute();
  const shown = shownDays.get(timeZone) ?? renderedAt;
  if (shown !== undefined && cityToday(shown, timeZone) === cityToday(now, timeZone)) return shown;
  shownDays.set(timeZone, now);
  return now;
}

/**
 * `Date.now()`, read again every minute while `ticking`: Dining's 'open
 * now' and tonight's events follow the clock while the page stays open.
 */
export function useMinuteClock(ticking: boolean): number {
  return useSyncExternalStore(ticking ? subscribe : subscribeNothing, ticking ? readMinute : readNothing, ticking ? readRendered : readNothing);
}

/** The city's clock as a screen reads it: the instant (`Date.now()`) and
 * the city's date at it (`YYYY-MM-DD`). */
export interface CityNow {
  now: number;
  today: string;
}

/**
 * The guide's "now" in the city's time zone (a site setting, served in
 * /api/site), not the visitor's: a visitor planning from another zone sees
 * what is still upcoming in the city. Core reads no clock; the instant is
 * read here, and read again while the page stays open: every minute when
 * `byMinute` (what is on tonight changes as shows end), else when the
 * city's day changes (a page left open past midnight moves on). Undefined
 * until the site's settings have arrived.
 */
export function useCityNow(byMinute = false): CityNow | undefined {
  const timeZone = useSite()?.timeZone;
  const byDay = () => (timeZone ? readDay(timeZone) : readMinute());
  const now = useSyncExternalStore(subscribe, byMinute ? readMinute : byDay, byMinute ? readRendered : () => renderedAt ?? byDay());
  return timeZone ? { now, today: cityToday(now, timeZone) } : undefined;
}

/** The city's date (`YYYY-MM-DD`) of [`useCityNow`], moving on at its
 * midnight. */
export function useCityToday(): string | undefined {
  return useCityNow()?.today;
}

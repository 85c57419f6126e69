import { useEffect, useState } from 'react';
import { cityToday } from '@/lib/core';
import { useSite } from '@/lib/site';

const MINUTE = 60_000;

/**
 * `Date.now()`, read again every minute while `ticking`: Dining's 'open
 * now' and tonight's events follow the clock while the page stays open.
 */
export function useMinuteClock(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return ticking ? now : 0;
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
  const site = useSite();
  const timeZone = site?.timeZone;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!timeZone) return;
    const tick = () => {
      const next = Date.now();
      setNow((shown) => (byMinute || cityToday(next, timeZone) !== cityToday(shown, timeZone) ? next : shown));
    };
    // A screen that starts reading the minute reads it now, not as it was
    // when the screen opened.
    const first = byMinute ? window.setTimeout(tick, 0) : undefined;
    const timer = window.setInterval(tick, MINUTE);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [byMinute, timeZone]);
  return timeZone ? { now, today: cityToday(now, timeZone) } : undefined;
}

/** The city's date (`YYYY-MM-DD`) of [`useCityNow`], moving on at its
 * midnight. */
export function useCityToday(): string | undefined {
  return useCityNow()?.today;
}

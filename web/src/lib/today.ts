import { useEffect, useState } from 'react';
import { cityToday } from '@/lib/core';
import { useSite } from '@/lib/site';

/**
 * The guide's "today" as `YYYY-MM-DD`: the calendar date in the city's
 * time zone (a site setting, served in /api/site), not the visitor's, so a
 * visitor planning from another zone sees what is still upcoming in the
 * city. Core reads no clock: the instant is read once, when the screen
 * opens. Undefined until the site's settings have arrived.
 */
export function useCityToday(): string | undefined {
  const [now] = useState(() => Date.now());
  const site = useSite();
  return site ? cityToday(now, site.timeZone) : undefined;
}

/**
 * `Date.now()`, read again every minute while `ticking`: Dining's 'open
 * now' follows the clock while the page stays open.
 */
export function useMinuteClock(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return ticking ? now : 0;
}

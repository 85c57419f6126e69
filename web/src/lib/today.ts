import { useState } from 'react';
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

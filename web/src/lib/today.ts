import { cityToday } from '@/lib/core';

/**
 * The guide's "today" as `YYYY-MM-DD`: the city's calendar date (core's
 * rule, America/New_York), not the visitor's, so a visitor planning from
 * another time zone sees what is still upcoming in Sarasota. Core reads no
 * clock: the instant is passed in.
 */
export function todayIso(now: number = Date.now()): string {
  return cityToday(now);
}

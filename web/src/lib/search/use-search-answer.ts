import { useDeviceSearch, useLoadSearchCopy, useSearchCopy } from './device-search';
import { useServerSearch } from './get-search';
import { useOnline } from '@/lib/connection';
import { useSite } from '@/lib/site';
import { useMinuteClock } from '@/lib/today';
import type { SearchAnswer } from '@/lib/core';
import { useLang } from '@/lib/i18n';

export type SearchState = {
  /** Core's answer, once the server or the device gave one. */
  answer: SearchAnswer | undefined;
  /** Neither the server nor the device can answer: offline, the guide's
   * lists are not on the device yet; online, the server failed. */
  unanswerable: boolean;
  pending: boolean;
  online: boolean;
};

/** Core's answer for `query`: the server's first, then the device's own
 * (core's index, in a worker, from the saved lists), so that it works
 * offline. The device's copy is loaded once `loadDevice` is true (the
 * page is the app's), never before the visitor sees the server's. */
export function useSearchAnswer(query: string, loadDevice: boolean): SearchState {
  const copy = useSearchCopy();
  const online = useOnline();
  const site = useSite();
  const now = useMinuteClock(true);
  const lang = useLang();
  useLoadSearchCopy(loadDevice);
  const fromDevice = copy.version > 0;
  const clock = site ? { now, timeZone: site.timeZone } : undefined;
  const device = useDeviceSearch(query, lang, copy.version, clock);
  const server = useServerSearch(query, lang, !fromDevice);
  const blank = !query.trim();
  const found = blank ? undefined : ((fromDevice ? device.data : undefined) ?? server.data);
  const unanswerable = !blank && found === undefined && !fromDevice && copy.status === 'failed' && (server.isError || !online);
  return { answer: found, unanswerable, pending: !blank && found === undefined && !unanswerable, online };
}

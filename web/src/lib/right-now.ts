import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import { contentKeys } from '@/lib/content-keys';
import type { Lang, Near, NowEntry, RightNow } from '@/lib/core';
import { ask } from '@/lib/device-copy';
import { useLang } from '@/lib/i18n';
import { useSite } from '@/lib/site';

/** 'Right now' (core's `RightNow`, found by the server at the city's
 * minute): asked every time; offline, the service worker's saved answer,
 * which the device checks again at its own clock. */
export const rightNowQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...contentKeys.events, 'right-now', lang],
    queryFn: () => publicGet<RightNow>(`/api/right-now?lang=${lang}`, { cache: 'no-cache' }),
    staleTime: 0,
  });

export function useRightNow() {
  return useQuery(rightNowQuery(useLang()));
}

/** The page's entries as core orders them on the device
 * (`RightNow::entries`, in the device-copy worker): what is still on or
 * open at the device's clock, nearest first from `near`. Until the worker
 * answers (and when it cannot), the entries the server worked out at its
 * clock, which the server's render shows too. */
export function useRightNowEntries(page: RightNow | undefined, near: Near | null): { entries: NowEntry[]; ordered: boolean } {
  const timeZone = useSite()?.timeZone;
  const [answer, setAnswer] = useState<{ page: RightNow; near: Near | null; entries: NowEntry[] } | null>(null);
  useEffect(() => {
    if (!page || !timeZone) return;
    let current = true;
    void ask({ kind: 'right-now', page, near, now: Date.now(), timeZone }).then((reply) => {
      if (current && reply.ok && reply.entries) setAnswer({ page, near, entries: reply.entries });
    });
    return () => {
      current = false;
    };
  }, [page, near, timeZone]);
  if (answer && answer.page === page && answer.near === near) return { entries: answer.entries, ordered: near !== null };
  return { entries: page?.entries ?? [], ordered: false };
}

import { useEffect, useMemo } from 'react';
import { EventIndex, type GuideEvent } from '@/lib/core';

/** Loads the event list into WASM memory once per list, and frees it when
 * the list changes or the component goes away. */
export function useEventIndex(events: GuideEvent[] | undefined): EventIndex | undefined {
  const index = useMemo(() => (events ? new EventIndex(events) : undefined), [events]);
  useEffect(() => () => index?.free(), [index]);
  return index;
}

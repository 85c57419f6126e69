import { useMemo } from 'react';
import { EventIndex, type GuideEvent } from '@/lib/core';

/** Loads the event list into WASM memory once per list. The index is
 * never freed by hand: the binding frees its memory when the index is
 * garbage-collected (wasm-bindgen registers it with a
 * FinalizationRegistry), so an effect run twice (React's StrictMode in
 * development) can never leave a screen holding a freed index. */
export function useEventIndex(events: GuideEvent[] | undefined): EventIndex | undefined {
  return useMemo(() => (events ? new EventIndex(events) : undefined), [events]);
}

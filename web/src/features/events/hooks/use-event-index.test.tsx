// @vitest-environment happy-dom
import { act, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { GuideEvent } from '@/lib/core';
import { useEventIndex } from './use-event-index';

// React's development mode mounts every component twice (StrictMode): its
// effects run, are cleaned up and run again. The index must outlive that.

const event = (id: number, date: string): GuideEvent => ({
  id,
  title: `E${id}`,
  description: '',
  venueId: null,
  venue: 'Venue TBA',
  date,
  endDate: null,
  time: null,
  category: 'Opera',
  image: null,
  ticketPrice: null,
  ticketUrl: null,
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useEventIndex', () => {
  it('gives an index that still answers after StrictMode runs the effects twice', async () => {
    const events = [event(1, '2026-12-05'), event(2, '2026-12-01')];
    const answers: number[][] = [];
    function Probe() {
      const index = useEventIndex(events);
      useEffect(() => {
        answers.push(Array.from(index!.homeSelection('2026-11-26')));
      }, [index]);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<StrictMode><Probe /></StrictMode>));
    // Both runs of the effect read the same live index (the soonest Opera).
    expect(answers).toEqual([[1], [1]]);
    await act(async () => root.unmount());
  });
});

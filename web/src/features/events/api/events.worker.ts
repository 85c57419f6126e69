// The device's full copy of the events, in a worker: reading thousands of
// events and loading them into core's index never blocks the visitor's
// taps and typing. The page asks it for slices of the list, in the shape
// the server sends them: core filters (positions, by date), the worker
// keeps the events as read and hands over the first `limit` of them.
import { EventIndex, type Event, type EventQuery, type EventsSlice } from 'guide-core-wasm';

export type Ask = { kind: 'load' } | { kind: 'slice'; query: EventQuery; today: string; limit: number };
export type Reply = { ok: true; date: string | null; slice?: EventsSlice } | { ok: false; error: string; network?: boolean };
export type Request = Ask & { id: number };
/** A reply to a request, or the worker saying it can take requests. */
export type Answer = (Reply & { id: number }) | { ready: true };

let index: EventIndex | null = null;
let events: Event[] = [];
let venues: string[] = [];

async function load(): Promise<string | null> {
  // Through the service worker: online the server's list (a 304 when the
  // copy is current), offline the copy it saved.
  const response = await fetch('/api/events', { credentials: 'include', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: the events could not be read`);
  events = (await response.json()) as Event[];
  index?.free();
  index = new EventIndex(events);
  venues = index.venueChoices();
  return response.headers.get('date');
}

self.onmessage = async ({ data }: MessageEvent<Request>) => {
  const answer = (value: Reply) => self.postMessage({ id: data.id, ...value });
  try {
    if (data.kind === 'load') {
      answer({ ok: true, date: await load() });
    } else {
      if (!index) throw new Error('the events are not loaded');
      const matching = index.filter(data.query, data.today);
      const slice: EventsSlice = {
        events: Array.from(matching.subarray(0, data.limit), (i) => events[i]),
        total: matching.length,
        venues,
      };
      answer({ ok: true, date: null, slice });
    }
  } catch (error) {
    answer({ ok: false, error: String(error), network: error instanceof TypeError });
  }
};

// Messages sent while the module (and its WASM) was still loading are not
// delivered to it: the page waits for this before it asks anything.
self.postMessage({ ready: true } satisfies Answer);

// The device's full copies of the guide, in a worker: reading thousands of
// events and loading them into core's indexes never blocks the visitor's
// taps and typing.
// - The events page asks for slices of the list, in the shape the server
//   sends them: core filters them (by date, each series once with its
//   coming dates) and hands over the first `limit`.
// - Home asks what is on tonight and this weekend when it cannot ask the
//   server (offline), or its answer is past.
// - An event's page asks for the event, its series' dates and more at its
//   venue when the server cannot answer (offline).
// - The search page asks for core's search over every event, activity
//   and restaurant.
// - A list's 'Or near a place' asks which of the guide's places answers
//   what the visitor typed.
// - 'Right now' asks for its page's entries at the device's clock, nearest
//   first from where the visitor is (the position stays on the device).
// Core's indexes come in a package of their own (pkg-device): the search
// is not part of every page's first download.
import { EventIndex, findLandmark, rightNowEntries, SearchIndex } from 'guide-core-wasm-device';
import type { Activity, Event, EventPage, EventQuery, EventsSlice, Landmark, Lang, Near, NowEntry, Restaurant, RightNow, SearchAnswer, WhatsOn } from 'guide-core-wasm';
import { loadLocalization, type Localization } from '@/lib/localization';
import { currentCopy, type FullList } from './sync';

/** What the page asks. (The envelope's `id` is the request's: no ask has
 * a field of that name.) */
export type Ask =
  | { kind: 'load' }
  | { kind: 'slice'; query: EventQuery; now: number; timeZone: string; limit: number }
  | { kind: 'whats-on'; now: number; timeZone: string }
  | { kind: 'event-page'; event: number; now: number; timeZone: string }
  | { kind: 'load-search' }
  | { kind: 'search'; query: string; limit: number; now: number; timeZone: string; lang: Lang }
  | { kind: 'find-place'; landmarks: Landmark[]; typed: string }
  | { kind: 'right-now'; page: RightNow; near: Near | null; now: number; timeZone: string };
export type Reply =
  | { ok: true; date: string | null; slice?: EventsSlice; answer?: SearchAnswer; whatsOn?: WhatsOn; eventPage?: EventPage | null; place?: number | null; entries?: NowEntry[] }
  | { ok: false; error: string; network?: boolean };
export type Request = Ask & { id: number };
/** A reply to a request, or the worker saying it can take requests. */
export type Answer = (Reply & { id: number }) | { ready: true };

let index: EventIndex | null = null;

let search: SearchIndex | null = null;
/** The lists' tags the search was built from: unchanged, it is kept. */
let searchTags = '';

/** A full list: the device's copy brought up to date by the changes since
 * (sync.ts), the whole list when there is none; offline the saved copy. */
async function read(path: FullList): Promise<Response> {
  const response = await currentCopy(path);
  if (!response.ok) throw new Error(`${response.status}: ${path} could not be read`);
  return response;
}

async function load(): Promise<string | null> {
  const response = await read('/api/events');
  const events = (await response.json()) as Event[];
  index?.free();
  index = new EventIndex(events);
  return response.headers.get('date');
}

/** The results' words: the page's language's catalog, with the search's
 * part (its own copy: a worker shares nothing with the page). */
async function searchWords(lang: Lang): Promise<Localization> {
  const words = await loadLocalization(lang);
  await words.include('search');
  return words;
}

async function loadSearch(): Promise<string | null> {
  const lists = await Promise.all((['/api/events', '/api/activities', '/api/restaurants'] as const).map(read));
  const tags = lists.map((response) => response.headers.get('etag')).join(' ');
  if (!search || lists.some((response) => !response.headers.get('etag')) || tags !== searchTags) {
    const [all, activities, restaurants] = (await Promise.all(lists.map((response) => response.json()))) as [Event[], Activity[], Restaurant[]];
    search?.free();
    search = new SearchIndex(all, activities, restaurants);
    searchTags = tags;
  }
  return lists[0].headers.get('date');
}

self.onmessage = async ({ data }: MessageEvent<Request>) => {
  const answer = (value: Reply) => self.postMessage({ id: data.id, ...value });
  try {
    if (data.kind === 'load') {
      answer({ ok: true, date: await load() });
    } else if (data.kind === 'load-search') {
      answer({ ok: true, date: await loadSearch() });
    } else if (data.kind === 'search') {
      if (!search) throw new Error('the search is not loaded');
      const words = await searchWords(data.lang);
      answer({ ok: true, date: null, answer: search.answer(data.query, data.limit, data.now, data.timeZone, words) });
    } else if (data.kind === 'find-place') {
      answer({ ok: true, date: null, place: findLandmark(data.landmarks, data.typed) ?? null });
    } else if (data.kind === 'right-now') {
      answer({ ok: true, date: null, entries: rightNowEntries(data.page, data.now, data.timeZone, data.near) });
    } else if (data.kind === 'event-page') {
      if (!index) throw new Error('the events are not loaded');
      answer({ ok: true, date: null, eventPage: index.eventPage(data.event, data.now, data.timeZone) });
    } else if (data.kind === 'whats-on') {
      if (!index) throw new Error('the events are not loaded');
      answer({ ok: true, date: null, whatsOn: index.whatsOn(data.now, data.timeZone) });
    } else {
      if (!index) throw new Error('the events are not loaded');
      answer({ ok: true, date: null, slice: index.slice(data.query, data.now, data.timeZone, 0, data.limit) });
    }
  } catch (error) {
    answer({ ok: false, error: String(error), network: error instanceof TypeError });
  }
};

// Messages sent while the module (and its WASM) was still loading are not
// delivered to it: the page waits for this before it asks anything.
self.postMessage({ ready: true } satisfies Answer);

// The WASM core's event filter against a straightforward TypeScript version
// of the same rule, on the same 10,000 events, in the same page. The
// TypeScript here is a baseline for the benchmark only: the app never uses it.
import type { Activity, Event, EventQuery, Restaurant } from 'guide-core-wasm';
import { EventIndex, SearchIndex } from 'guide-core-wasm-device';
import { loadLocalization } from '../src/lib/localization';

const COUNT = 10_000;
const RUNS = 200;
// performance.now() is coarse (0.1 ms) in a page that is not cross-origin
// isolated: each sample times a batch of calls.
const BATCH = 20;
const TODAY = '2026-11-22';
// Noon of that day in the city, whose clock Tonight and This Weekend read.
const NOW = Date.parse(`${TODAY}T17:00:00Z`);
const ZONE = 'America/New_York';
const CATEGORIES = ['Opera', 'Ballet', 'Theater', 'Festival', 'Live Music', 'Museum'];

function isoDay(days: number): string {
  return new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
}

/** One of 40 venues scattered over the county, all but every eighth
 * with coordinates (Near me reads them). */
function venue(n: number): Event['venue'] {
  const placed = n % 8 !== 0;
  return {
    id: n,
    name: `Venue ${n}`,
    website: null,
    address: null,
    phone: null,
    description: null,
    capacity: null,
    venueType: null,
    latitude: placed ? 27.05 + n * 0.011 : undefined,
    longitude: placed ? -82.65 + ((n * 7) % 40) * 0.009 : undefined,
  };
}

function makeEvents(): Event[] {
  return Array.from({ length: COUNT }, (_, i) => {
    const day = (i * 7919) % 730;
    return {
      id: i,
      title: `Event ${i}`,
      description: '',
      venueId: i % 40,
      venue: venue(i % 40),
      date: isoDay(day),
      endDate: i % 10 === 0 ? isoDay(day + (i % 5) + 1) : null,
      time: null,
      category: CATEGORIES[i % CATEGORIES.length],
      image: null,
      ticketPrice: null,
      ticketUrl: null,
    };
  });
}

// ---- TypeScript baseline of core's rule (This Season; custom range) ----
function baselineSeason(events: Event[], today: string): Event[] {
  const month = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4));
  const startYear = month >= 10 ? year : year - 1;
  const seasonStart = `${startYear}-10-01`;
  const seasonEnd = `${startYear + 1}-05-31`;
  return events
    .filter((e) => {
      const last = e.endDate && e.endDate > e.date ? e.endDate : e.date;
      return last >= today && e.date <= seasonEnd && last >= seasonStart;
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function baselineCustom(events: Event[], category: string, start: string, end: string): Event[] {
  return events
    .filter((e) => {
      if (e.category !== category) return false;
      if (e.endDate) {
        const last = e.endDate > e.date ? e.endDate : e.date;
        return e.date <= end && last >= start;
      }
      return e.date >= start && e.date <= end;
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(run: () => unknown): number {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    for (let j = 0; j < BATCH; j++) run();
    samples.push((performance.now() - t0) / BATCH);
  }
  return median(samples);
}

const events = makeEvents();
const loadStart = performance.now();
const index = new EventIndex(events);
const loadMs = performance.now() - loadStart;

const season: EventQuery = { category: null, venue: null, dates: { kind: 'thisSeason' } };
const weekend: EventQuery = { category: null, venue: null, dates: { kind: 'thisWeekend' } };
// Near me on St. Armands Circle: every event by distance, and within 10
// miles this season.
const CIRCLE = { latitude: 27.3175, longitude: -82.577 };
const nearMe: EventQuery = { category: null, venue: null, dates: { kind: 'all' }, near: { from: CIRCLE, withinMiles: null } };
const nearMeSeason: EventQuery = { category: null, venue: null, dates: { kind: 'thisSeason' }, near: { from: CIRCLE, withinMiles: 10 } };
const custom: EventQuery = { category: 'Opera', venue: null, dates: { kind: 'custom', start: '2026-12-01', end: '2027-02-28' } };

// Same answers first: a benchmark of different results would be meaningless.
const wasmSeason = Array.from(index.filter(season, NOW, ZONE), (i) => events[i].id);
const tsSeason = baselineSeason(events, TODAY).map((e) => e.id);
const wasmCustom = Array.from(index.filter(custom, NOW, ZONE), (i) => events[i].id);
const tsCustom = baselineCustom(events, 'Opera', '2026-12-01', '2027-02-28').map((e) => e.id);
const agree = JSON.stringify(wasmSeason) === JSON.stringify(tsSeason) && JSON.stringify(wasmCustom) === JSON.stringify(tsCustom);

// Warm both up before measuring.
for (let i = 0; i < 50; i++) {
  index.filter(season, NOW, ZONE);
  baselineSeason(events, TODAY);
}

const resultFilter = {
  events: COUNT,
  runs: RUNS,
  batch: BATCH,
  sameResults: agree,
  matches: { season: wasmSeason.length, custom: wasmCustom.length },
  loadIndexMs: loadMs,
  season: { wasmMs: time(() => index.filter(season, NOW, ZONE)), typescriptMs: time(() => baselineSeason(events, TODAY)) },
  weekend: { wasmMs: time(() => index.filter(weekend, NOW, ZONE)) },
  nearMe: { wasmMs: time(() => index.filter(nearMe, NOW, ZONE)), matches: index.filter(nearMe, NOW, ZONE).length },
  nearMeSeason: { wasmMs: time(() => index.filter(nearMeSeason, NOW, ZONE)), matches: index.filter(nearMeSeason, NOW, ZONE).length },
  custom: { wasmMs: time(() => index.filter(custom, NOW, ZONE)), typescriptMs: time(() => baselineCustom(events, 'Opera', '2026-12-01', '2027-02-28')) },
};
index.free();

// ---- Search: one keystroke over 10,000 items (budget 2 ms) ----
const WORDS = ('sunset harbor gallery concert garden island festival jazz opera ballet theater museum market coastal kitchen grill oyster ' +
  'bistro cafe trail kayak dolphin botanical circus lecture symphony comedy holiday lights beach bayfront mangrove aquarium seafood tapas ' +
  'sushi ranch village plaza historic').split(' ');
const words = (i: number, n: number) => Array.from({ length: n }, (_, k) => WORDS[(i * 31 + k * 17 + k * k) % WORDS.length]).join(' ');
const searchEvents: Event[] = events.slice(0, 6_000).map((e, i) => ({ ...e, title: `${words(i, 3)} ${i}`, description: words(i + 7, 20) }));
const searchActivities: Activity[] = Array.from({ length: 2_000 }, (_, i) => ({
  id: i, name: `${words(i + 3, 3)} ${i}`, description: words(i + 11, 20), address: null, phone: null, website: null, image: null,
  activityType: 'attraction', recurringSchedule: null, capacity: null, venueType: null, location: null, price: null,
}));
const searchRestaurants: Restaurant[] = Array.from({ length: 2_000 }, (_, i) => ({
  id: i, name: `${words(i + 5, 2)} ${i}`, description: words(i + 13, 20), address: null, phone: null, website: null, image: null,
  rating: null, priceRange: '$$', cuisine: 'Seafood', openHours: null, reservationUrl: null, latitude: null, longitude: null, area: 'Siesta Key',
}));
const searchLoadStart = performance.now();
const search = new SearchIndex(searchEvents, searchActivities, searchRestaurants);
const searchLoadMs = performance.now() - searchLoadStart;
// What a visitor types, keystroke by keystroke; the slowest keystroke counts.
// (A facet word and a query that finds nothing, whose answer looks for the
// nearest words, count too.)
const keystrokes = ['s', 'su', 'sun', 'suns', 'sunset', 'sunset g', 'sunset gar', 'botanicl', 'harbor jazz concert', 'free sunset', 'zzyzx'];
// The results' words from the English catalog, through Fluent, as the
// device's search writes them.
const english = await loadLocalization('en');
await english.include('search');
const ask = (q: string) => search.answer(q, 60, Date.now(), 'America/New_York', english);
for (let i = 0; i < 20; i++) for (const q of keystrokes) ask(q);
const perKeystroke = Object.fromEntries(keystrokes.map((q) => [q, time(() => ask(q))]));
const searchResult = {
  items: search.length,
  loadIndexMs: searchLoadMs,
  slowestKeystrokeMs: Math.max(...Object.values(perKeystroke)),
  perKeystroke,
};
search.free();

const result = { ...resultFilter, search: searchResult };
(window as unknown as { benchResult: typeof result }).benchResult = result;
document.getElementById('result')!.textContent = JSON.stringify(result, null, 2);

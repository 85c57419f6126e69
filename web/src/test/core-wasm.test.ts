// Tests what the binding adds on top of core: the handles, conversions in
// and out, errors and the storage round trip. The rules themselves are
// tested once, in Rust.
import { describe, expect, it } from 'vitest';
import {
  cityToday,
  dateChoices,
  eventsShownIn,
  FavoritesState,
  formatEventDateRange,
  formatPhone,
  groupRestaurants,
  homeSelection,
  shownPicture,
  nearRadiusChoices,
  travelLabel,
  priceLabel,
  ratingOutOf10,
  refusedNotice,
  savedFromEvent,
  searchKindLabel,
  sharedPlan,
  shareToken,
  validateSuggestion,
  type Activity,
  type Event,
  type Restaurant,
  readsTheMinute,
} from 'guide-core-wasm';
import { EventIndex, SearchIndex } from 'guide-core-wasm-device';
import { loadLocalization } from '@/lib/localization';

// Core's words in English and Spanish, from the catalogs the app loads.
const [en, es] = await Promise.all([loadLocalization('en'), loadLocalization('es')]);
await Promise.all([en.include('forms'), es.include('forms')]);
await Promise.all([en.include('lists'), en.include('item'), en.include('search'), en.include('plan'), es.include('search')]);

const event = (id: number, category: string, date: string, endDate: string | null = null): Event => ({
  id,
  title: `E${id}`,
  description: '',
  venueId: null,
  venue: id % 2 ? 'Venue TBA' : { id: 9, name: 'Van Wezel', website: 'https://www.vanwezel.org', address: null, phone: null, description: null, capacity: null, venueType: null },
  date,
  endDate,
  time: null,
  category,
  image: null,
  ticketPrice: null,
  ticketUrl: null,
});

describe('plain functions', () => {
  it("hand the date dropdown core's choices, each a DateFilter kind", () => {
    expect(dateChoices(en)).toEqual([
      ['all', 'All Dates'],
      ['tonight', 'Tonight'],
      ['thisWeekend', 'This Weekend'],
      ['thisMonth', 'This Month'],
      ['nextMonth', 'Next Month'],
      ['thisSeason', 'This Season'],
      ['custom', 'Custom Dates'],
    ]);
  });

  it('convert optional arguments from undefined and null-free strings', () => {
    expect(formatEventDateRange('2026-12-05', undefined, 'en')).toBe('Dec 5');
    expect(formatEventDateRange('2026-12-30', '2027-01-02', 'en')).toBe('Dec 30 - Jan 2');
    expect(priceLabel(undefined, en)).toBe('Contact for pricing');
    expect(ratingOutOf10(undefined, en)).toBe('No rating');
    expect(shownPicture(undefined, undefined, 'card')).toBeNull();
    expect(shownPicture('http://venue.example/a.jpg', null, 'card')?.src).toBe('/image-proxy?url=http%3A%2F%2Fvenue.example%2Fa.jpg');
    expect(() => shownPicture('/a.jpg', null, 'poster' as never)).toThrow(/poster/);
    expect(formatPhone('9413511234')).toBe('(941) 351-1234');
  });

  it("read a send's kind as the outbox names it", () => {
    expect(refusedNotice('plan-to-self', 'Too many plans', en)).toEqual({ title: 'Error', description: 'Too many plans' });
    expect(refusedNotice('suggestion', '', en).title).toBe('Error submitting suggestion');
    expect(() => refusedNotice('letter' as never, '', en)).toThrow(/letter/);
  });

  it("hand core the page's words, and the page's language as the catalog's", () => {
    expect(priceLabel(null, es)).toBe('Consultar precio');
    expect(ratingOutOf10(8.7, es)).toBe('8,7/10');
    expect(formatEventDateRange('2026-12-05', '2026-12-07', 'es')).toBe('5–7 dic');
    // A message core asks for is formatted by the object it is given.
    const asked: string[] = [];
    const words = { lang: 'de' as const, message: (id: string) => (asked.push(id), `<${id}>`) };
    expect(ratingOutOf10(9.5, words)).toBe('9,5/10');
    expect(priceLabel(' ', words)).toBe('<contact-for-pricing>');
    expect(asked).toEqual(['contact-for-pricing']);
    expect(() => priceLabel(null, { lang: 'xx', message: () => '' } as never)).toThrow(/xx/);
  });

  it("give Near me's menu and a card's distance, with none for a place without coordinates", () => {
    expect(nearRadiusChoices(en)).toEqual([
      ['0.5', 'Within 0.5 mi'],
      ['1', 'Within 1 mi'],
      ['3', 'Within 3 mi'],
      ['10', 'Within 10 mi'],
    ]);
    const circle = { latitude: 27.3175, longitude: -82.577 };
    expect(travelLabel(circle, 27.3177, -82.577, en)).toBe('0.1 mi · 1 min walk');
    expect(travelLabel(circle, null, -82.577, en)).toBeUndefined();
    expect(() => travelLabel({ latitude: 'north' } as never, 27, -82, en)).toThrow();
  });

  it('turn core errors into JS errors', () => {
    expect(() => formatEventDateRange('not a date', undefined, 'en')).toThrow(/not a valid date/);
    expect(() => savedFromEvent({ id: 'x' } as never, 'en')).toThrow();
  });

  it("read values with the entities' own serde shape, and name what does not fit", () => {
    const { title: _, ...untitled } = event(2, 'Opera', '2026-12-05');
    expect(() => savedFromEvent(untitled as never, 'en')).toThrow(/missing field `title`/);
    expect(() => savedFromEvent({ ...event(2, 'Opera', '2026-12-05'), date: 20261205 } as never, 'en')).toThrow(/invalid type/);
    expect(() => new EventIndex([event(1, 'Opera', '2026-13-01')])).toThrow(/not a valid date/);
  });

  it('return plain objects with nulls for missing values', () => {
    const suggestion = { name: '', type: 'event', website: 'x.org', description: '', submitterName: 'A', submitterEmail: 'a@b.co' };
    expect(validateSuggestion(suggestion, en)).toEqual([{ field: 'name', message: 'Name is required' }]);
    // In the page's language, from its catalog.
    expect(validateSuggestion(suggestion, es)).toEqual([{ field: 'name', message: 'Nombre: este campo es obligatorio' }]);
    const saved = savedFromEvent(event(2, 'Opera', '2026-12-05'), 'en');
    expect(saved).toMatchObject({ type: 'event', id: 2, venue: 'Van Wezel', date: 'Saturday, December 5, 2026', address: null });
    const restaurants = [{ id: 1, name: 'A', latitude: 27.34, longitude: -82.54, rating: 8 }] as unknown as Restaurant[];
    const table = { areas: [{ group: 'Downtown', option: 'Downtown Sarasota', keywords: [], zipCodes: [], boxes: [{ minLat: 27.3, maxLat: 27.4, minLon: -82.6, maxLon: -82.5 }] }] };
    // Its colour (the first box is 1), its pins and the areas it outlines.
    expect(groupRestaurants(restaurants, table)).toEqual([{ name: 'Downtown', color: 1, restaurants: [0], located: [0], areas: [0] }]);
  });
});

describe('an item in the page language', () => {
  it("is core's patch: the fields given in the language, the rest named", () => {
    const nutcracker = { ...event(1, 'Ballet', '2026-12-18'), description: 'A ballet.', translations: { fr: { title: 'Casse-Noisette' } } };
    const [inFrench, inGerman, inEnglish] = (['fr', 'de', 'en'] as const).map((lang) => eventsShownIn([nutcracker], lang)[0]);
    expect(inFrench).toEqual({ texts: [['title', 'Casse-Noisette']], untranslated: ['description'] });
    expect(inGerman).toEqual({ texts: [], untranslated: ['title', 'description'] });
    expect(inEnglish).toEqual({ texts: [], untranslated: [] });
  });
});

describe("Home's events", () => {
  it('are picked from the list as it comes, as positions', () => {
    const events = [event(1, 'Opera', '2026-12-10'), event(2, 'Ballet', '2026-12-01'), event(3, 'Opera', '2026-11-01')];
    expect(Array.from(homeSelection(events, '2026-11-22'))).toEqual([1, 0]);
    expect(() => homeSelection(events, 'soon')).toThrow(/not a valid date/);
  });
});

describe("Home's lead", () => {
  it('reads tonight and this weekend at the city\'s clock, and says when it changes', () => {
    const show = { ...event(1, 'Opera', '2026-11-27'), time: '7:30 PM' };
    // Friday 27 November 2026, 6 PM in Sarasota (EST).
    const six = Date.parse('2026-11-27T23:00:00Z');
    const index = new EventIndex([show, event(2, 'Ballet', '2026-11-29')]);
    const on = index.whatsOn(six, 'America/New_York');
    index.free();
    expect(on.tonight.events.map((e) => e.id)).toEqual([1]);
    expect(on.weekend.total).toBe(2);
    // 9:30 PM, when the show (two hours from 7:30) is over.
    expect(on.changesAt).toBe(Date.parse('2026-11-28T02:30:00Z'));
    expect(readsTheMinute('tonight')).toBe(true);
    expect(readsTheMinute('custom')).toBe(false);
  });
});

describe('EventIndex handle (the device copy)', () => {
  it('keeps the list in WASM and answers positions in date order', () => {
    const index = new EventIndex([event(1, 'Opera', '2026-12-10'), event(2, 'Ballet', '2026-12-01'), event(3, 'Opera', '2026-11-01')]);
    expect(index.length).toBe(3);
    // Sunday 22 November 2026 at noon in Sarasota.
    const noon = Date.parse('2026-11-22T17:00:00Z');
    const all = index.filter({ category: null, venue: null, dates: { kind: 'all' } }, noon, 'America/New_York');
    expect(all).toBeInstanceOf(Uint32Array);
    expect(Array.from(all)).toEqual([1, 0]);
    const custom = index.filter({ category: 'Opera', venue: null, dates: { kind: 'custom', start: '2026-10-01', end: null } }, noon, 'America/New_York');
    expect(Array.from(custom)).toEqual([2, 0]);
    expect(index.venueChoices()).toEqual(['Van Wezel']);
    expect(() => index.filter({ dates: { kind: 'someday' } } as never, noon, 'America/New_York')).toThrow();
    expect(() => index.filter({ dates: { kind: 'all' } } as never, noon, 'Mars/Olympus')).toThrow(/Mars/);
    index.free();
  });

  it("slices the list and makes an event's page with its series, as the server does", () => {
    // A Saturday market on two Saturdays, and a ballet, at one venue.
    const market = (id: number, date: string) => ({ ...event(id, 'Other', date), title: 'Farmers Market' });
    const index = new EventIndex([market(2, '2026-12-05'), market(4, '2026-12-12'), event(6, 'Ballet', '2026-12-08')]);
    const noon = Date.parse('2026-11-22T17:00:00Z');
    const slice = index.slice({ category: null, venue: null, dates: { kind: 'all' } }, noon, 'America/New_York', 0, 24);
    expect(slice.events.map((e) => e.id)).toEqual([2, 6]);
    expect(slice.total).toBe(2);
    expect(slice.events[0].series?.dates.map((d) => d.id)).toEqual([2, 4]);
    const page = index.eventPage(4, noon, 'America/New_York');
    expect(page?.event.series?.weekly).toBe(5);
    expect(page?.moreAtVenue.map((e) => e.id)).toEqual([6]);
    expect(index.eventPage(99, noon, 'America/New_York')).toBeNull();
    index.free();
  });
});

describe('FavoritesState handle', () => {
  it('round-trips the browser storage format', () => {
    const state = FavoritesState.fromStorage(undefined);
    expect(state.count).toBe(0);
    const item = savedFromEvent(event(2, 'Opera', '2026-12-05'), 'en');
    expect(state.add(item)).toBe(true);
    expect(state.add(item)).toBe(false);
    expect(state.contains('event', 2)).toBe(true);
    const stored = state.toStorage();
    expect(JSON.parse(stored)).toMatchObject({ state: { items: [{ id: 2, type: 'event' }] }, version: 0 });
    const reloaded = FavoritesState.fromStorage(stored);
    expect(reloaded.items()).toEqual(state.items());
    expect(reloaded.sendItems()[0]).toMatchObject({ type: 'event', id: 2, ticket_url: null });
    expect(reloaded.toggle(item)).toBe(false);
    expect(reloaded.count).toBe(0);
    expect(FavoritesState.fromStorage('{corrupt').count).toBe(0);
    state.free();
    reloaded.free();
  });

  it('reads every field of a stored item back, and older or damaged values in part', () => {
    const full = {
      id: 4, name: "Owen's Fish Camp", type: 'restaurant', details: 'Southern seafood', address: '516 Burns Ln',
      phone: '9419516936', website: 'https://owensfishcamp.com', rating: 9.1, priceRange: '$$', cuisine: 'Seafood',
    };
    const opera = {
      id: 7, name: 'La Traviata', type: 'event', details: null, address: null, phone: null, website: null,
      venue: 'Sarasota Opera House', date: 'Saturday, December 5, 2026', time: '7:30 PM',
      ticket_url: 'https://tickets.example', category: 'Opera', ticketPrice: '$40',
    };
    const activity = { id: 3, name: 'Selby Gardens', type: 'activity', details: null, address: null, phone: null, website: null, capacity: 250, venueType: 'Garden' };
    const stored = JSON.stringify({ state: { items: [full, { id: 'broken' }, opera, activity] }, version: 0 });
    const state = FavoritesState.fromStorage(stored);
    expect(state.count).toBe(3);
    expect(JSON.parse(state.toStorage())).toEqual({ state: { items: [full, opera, activity] }, version: 0 });
    // Older values: without the state wrapper, or a bare array.
    expect(FavoritesState.fromStorage(JSON.stringify({ items: [full] })).count).toBe(1);
    expect(FavoritesState.fromStorage(JSON.stringify([full, opera])).count).toBe(2);
    expect(FavoritesState.fromStorage('42').count).toBe(0);
    expect(FavoritesState.fromStorage(JSON.stringify({ state: {} })).count).toBe(0);
    state.free();
  });
});

describe('a shared plan', () => {
  it('goes into a fragment, comes back from the lists, and merges once', () => {
    const items = [savedFromEvent(event(2, 'Opera', '2026-12-05'), 'en'), savedFromEvent(event(4, 'Ballet', '2026-12-06'), 'en')];
    const token = shareToken(items, null);
    expect(token).toBe('e2.e4');
    const plan = sharedPlan(`#${token}.r7`, [event(2, 'Opera', '2026-12-05'), event(4, 'Ballet', '2026-12-06')], [], [], en);
    expect(plan.items.map((i) => i.id)).toEqual([2, 4]);
    expect(plan.missing).toBe(1);
    const state = FavoritesState.fromStorage(undefined);
    state.add(items[0]);
    expect(state.addAll(plan.items)).toBe(1);
    expect(state.addAll(plan.items)).toBe(0);
  });

  it("throws core's sentence for a link it did not write", () => {
    expect(() => sharedPlan('#nope', [], [], [], en)).toThrow('This link is not a plan from the guide.');
  });
});

describe('cityToday', () => {
  it('takes Date.now() milliseconds as they come from JavaScript', () => {
    expect(cityToday(Date.UTC(2026, 10, 24, 4, 59), 'America/New_York')).toBe('2026-11-23');
    expect(cityToday(Date.UTC(2026, 10, 24, 5, 0), 'America/New_York')).toBe('2026-11-24');
    expect(cityToday(Date.UTC(2026, 10, 24, 5, 0) + 0.5, 'America/New_York')).toBe('2026-11-24');
    // Pensacola is on Central time: still the 23rd an hour later.
    expect(cityToday(Date.UTC(2026, 10, 24, 5, 30), 'America/Chicago')).toBe('2026-11-23');
    expect(() => cityToday(0, 'Mars/Olympus_Mons')).toThrow(/not a time zone/);
  });
});

describe('SearchIndex handle', () => {
  it('indexes the three lists once and answers hits with what the page shows', () => {
    const activity: Activity = {
      id: 7, name: 'Marie Selby Botanical Gardens', description: 'Orchids on the bay.', address: null, phone: null, website: null,
      image: null, activityType: 'gardens', recurringSchedule: null, capacity: null, venueType: null, location: null, price: null,
    };
    const restaurant: Restaurant = {
      id: 3, name: "Kiyoshi's Sushi", description: '', address: null, phone: null, website: null, image: null, rating: null,
      priceRange: '$$', cuisine: 'Asian', openHours: null, reservationUrl: null, latitude: null, longitude: null, area: null,
    };
    const index = new SearchIndex([event(1, 'Ballet', '2026-12-05')], [activity], [restaurant]);
    // E1 is at 'Venue TBA' (a name, not a venue of its own): three items.
    expect(index.length).toBe(3);
    // Thursday 26 November 2026, 6 PM in Sarasota.
    const now = Date.UTC(2026, 10, 26, 23);
    const answer = (query: string, limit = 60) => index.answer(query, limit, now, 'America/New_York', en);
    expect(answer('botanicl').hits).toEqual([
      { kind: 'activity', id: 7, title: 'Marie Selby Botanical Gardens', detail: 'Gardens', when: null, price: null, image: null, area: null, openHours: null, badge: null },
    ]);
    expect(answer('KIYOSHIS').hits.map((h) => h.id)).toEqual([3]);
    expect(answer('')).toEqual({ collections: [], hits: [], nearest: [], browse: [] });
    // Words that name a collection offer it, through the binding too.
    expect(answer('lluvia').collections).toEqual(['rainy-day']);
    // Nothing found: the nearest words and the lists to browse.
    const nothing = answer('botanicall zebra');
    expect(nothing.hits).toEqual([]);
    expect(nothing.browse.map((b) => [b.kind, b.value])).toEqual([['event', 'Ballet'], ['activity', 'gardens'], ['restaurant', 'Asian']]);
    expect(() => index.answer('x', 10, now, 'Mars/Olympus_Mons', en)).toThrow(/not a time zone/);
    // The same index answers in another language.
    expect(index.answer('botanicl', 60, now, 'America/New_York', es).hits[0].detail).toBe('Jardines');
    expect(searchKindLabel('restaurant', en)).toBe('Restaurants');
    expect(searchKindLabel('restaurant', es)).toBe('Restaurantes');
    expect(() => searchKindLabel('hotel' as never, en)).toThrow();
    index.free();
  });
});

// The dashboard's package (core-wasm built with the `admin` feature): what
// its bindings add on top of core, namely conversions in and out, undefined
// for "valid", and the spec's choices handed to the forms. The rules
// themselves are tested once, in Rust.
import { describe, expect, it } from 'vitest';
import {
  activityTypeMessage,
  activityTypes,
  areaDetectionSummary,
  areaOptions,
  canDiscover,
  defaultActivityType,
  defaultPriceRange,
  eventsPageFor,
  imageAccept,
  priceRanges,
  readPosition,
  suggestionStatuses,
  defaultSuggestionStatus,
  submittedOn,
  validateActivity,
  validateEvent,
  validateImageUpload,
  validateRestaurant,
  validateScrapeUrl,
  type Activity,
  type AdminVenue,
  type EventEdit,
  type Restaurant,
} from 'guide-core-wasm-admin';
import { loadLocalization } from '@/lib/localization';

// The dashboard's words, as its screen loads them.
const en = await loadLocalization('en');
await Promise.all([en.include('forms'), en.include('dashboard')]);

const venue = (selected: boolean, eventsPageUrl: string | null = null): AdminVenue => ({
  id: 1,
  name: 'The Sarasota Ballet',
  website: null,
  eventsPageUrl,
  latitude: null,
  longitude: null,
  selected,
});

describe('admin bindings', () => {
  it('check an image before it is uploaded: undefined when it may be', () => {
    expect(validateImageUpload('image/png', 10, en)).toBeUndefined();
    expect(validateImageUpload('text/plain', 10, en)).toBe('Please select a valid image file (JPEG or PNG)');
  });

  it('answer a notice, or undefined when valid', () => {
    expect(validateScrapeUrl('  ', en)).toEqual({ title: 'Please enter a URL', description: 'Enter the URL of the activity webpage to scrape.' });
    expect(validateScrapeUrl('https://example.org', en)).toBeUndefined();
    const activity = { id: 0, name: 'Kayak Tour', description: '' } as unknown as Activity;
    expect(validateActivity(activity, en)).toEqual({ title: 'Please fill required fields', description: 'Activity name and description are required.' });
    expect(validateActivity({ ...activity, description: 'Mangroves' }, en)).toBeUndefined();
  });

  it('read restaurants with nulls, numbers and NaN from the form', () => {
    const restaurant = { id: 0, name: 'Bayfront Grill', description: 'Fish', rating: null, latitude: null, longitude: null } as unknown as Restaurant;
    expect(validateRestaurant(restaurant, en)).toEqual([]);
    expect(validateRestaurant({ ...restaurant, name: '', rating: 11, latitude: Number.NaN, longitude: -82.5 }, en).map((e) => e.field)).toEqual(['name', 'rating', 'latitude']);
  });

  it('read venues and their selected flag', () => {
    expect(eventsPageFor(venue(false))).toBe('thesarasotaballet.com/events');
    expect(eventsPageFor(venue(false, 'https://www.sarasotaballet.org/performances'))).toBe('https://www.sarasotaballet.org/performances');
    expect(canDiscover([venue(false)], ['', '  '])).toBe(false);
    expect(canDiscover([venue(true)], [])).toBe(true);
    expect(canDiscover([], ['https://example.org/events'])).toBe(true);
  });

  it("read a venue's pasted map position, or say why it is none", () => {
    expect(readPosition('27.3306, -82.5418', en)).toEqual({ position: { latitude: 27.3306, longitude: -82.5418 }, error: null });
    expect(readPosition('', en)).toEqual({ position: { latitude: null, longitude: null }, error: null });
    expect(readPosition('27.3306', en)).toEqual({ position: null, error: 'Paste the position as a map gives it: latitude, longitude (27.3306, -82.5418).' });
  });

  it("hand the forms the spec's choices", () => {
    expect(activityTypes()).toEqual(['museum', 'gardens', 'beach', 'wildlife', 'tours', 'recreation', 'attraction']);
    expect(defaultActivityType()).toBe('attraction');
    expect(priceRanges()).toEqual(['$', '$$', '$$$', '$$$$']);
    expect(defaultPriceRange()).toBe('$$');
    expect(areaOptions()).toHaveLength(10);
    expect(areaOptions()[0]).toBe('Downtown Sarasota');
    expect(imageAccept()).toBe('image/jpeg,image/png,image/jpg');
    // Each with its name's message, which the page's catalog words.
    expect(suggestionStatuses().map(([status, message]) => [status, en.message(message, {})])).toEqual([
      ['new', 'New'],
      ['added', 'Added'],
      ['dismissed', 'Dismissed'],
    ]);
    expect(defaultSuggestionStatus()).toBe('new');
  });
});

describe('labels from strings', () => {
  it('reads the JSON names and refuses unknown ones with an error', () => {
    expect(activityTypeMessage('museum')).toBe('activity-type-museum');
    expect(() => activityTypeMessage('spa')).toThrow('unknown activity type');
    expect(areaDetectionSummary('Siesta Key', 0.85, 'zipCode', en)).toBe('Siesta Key (85% confidence, by ZIP code)');
    expect(() => areaDetectionSummary('Siesta Key', 0.85, 'gps', en)).toThrow('unknown area detection method');
  });
});

describe('the event edit form', () => {
  const edit: EventEdit = {
    title: 'Harbor Lights Concert',
    description: '',
    venueId: null,
    venueName: 'Bayfront Park',
    date: '2026-12-05',
    endDate: null,
    time: null,
    category: 'Live Music',
    image: null,
    ticketPrice: null,
    sourceUrl: null,
    ticketUrl: null,
  };

  it("is checked by core's event rule, with the ticket link, field by field", () => {
    expect(validateEvent(edit, en)).toEqual([]);
    expect(validateEvent({ ...edit, endDate: '2026-12-01', ticketUrl: 'javascript:alert(1)' }, en).map((e) => e.field)).toEqual(['endDate', 'ticketUrl']);
    expect(validateEvent({ ...edit, endDate: '2026-12-01' }, en)[0].message).toBe('The end date is before the start date');
  });
});

describe('suggestion times', () => {
  it("are shown as the day they came in on the city's calendar", () => {
    expect(submittedOn('2026-11-24 01:30:00', 'America/New_York', 'en')).toBe('Nov 23, 2026');
    expect(() => submittedOn('2026-11-24 01:30:00', 'Mars/Olympus', 'en')).toThrow();
  });
});

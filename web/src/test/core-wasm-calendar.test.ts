// The calendar files' package (core-wasm built with only the `calendar`
// feature): what its bindings add on top of core, namely the conversions
// in (an event and saved items as the app holds them) and a JS error for a
// zone the guide does not know. The files themselves are tested in Rust.
import { describe, expect, it } from 'vitest';
import { eventCalendar, planCalendar, type Event, type SavedItem } from 'guide-core-wasm-calendar';
import { loadLocalization } from '@/lib/localization';

const [en, fr] = await Promise.all([loadLocalization('en'), loadLocalization('fr')]);
await Promise.all([en.include('calendar'), fr.include('calendar')]);

const event: Event = {
  id: 12,
  title: 'The Nutcracker',
  description: 'A holiday classic.',
  venueId: 3,
  venue: { id: 3, name: 'Van Wezel Performing Arts Hall', website: null, address: '777 N Tamiami Trl', phone: null, description: null, capacity: null, venueType: null },
  date: '2026-12-12',
  endDate: null,
  time: '7:30 PM',
  category: 'Dance',
  image: null,
  ticketPrice: null,
  ticketUrl: null,
};

// 2026-11-24 12:00 UTC.
const NOW = Date.UTC(2026, 10, 24, 12);

describe('calendar files', () => {
  it('writes one event in the city zone, with its stable UID', () => {
    const ics = eventCalendar(event, 'Sarasota Guide', en, 'https://guide.example', 'America/New_York', NOW);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('UID:event-12@guide.example\r\n');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261212T193000\r\n');
    expect(ics).toContain('DTSTAMP:20261124T120000Z\r\n');
  });

  it('writes the plan from saved items and the guide list', () => {
    const items = [
      { id: 12, name: 'The Nutcracker', type: 'event' },
      { id: 4, name: 'Mote Aquarium', type: 'activity' },
    ] as SavedItem[];
    const ics = planCalendar({ items, events: [event] }, 'Sarasota Guide', en, 'https://guide.example', 'America/New_York', NOW);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.replace(/\r\n /g, '')).toContain('Mote Aquarium — https://guide.example/activities/4-mote-aquarium');
    // In the page's language: its words, and its pages' addresses.
    const french = planCalendar({ items, events: [event] }, 'Sarasota Guide', fr, 'https://guide.example', 'America/New_York', NOW).replace(/\r\n /g, '');
    expect(french).toContain('Aussi dans le plan :');
    expect(french).toContain('https://guide.example/fr/activities/4-mote-aquarium');
  });

  it('refuses a zone it does not know, as a JS error', () => {
    expect(() => eventCalendar(event, 'Guide', en, 'https://guide.example', 'Mars/Olympus', NOW)).toThrow();
  });
});

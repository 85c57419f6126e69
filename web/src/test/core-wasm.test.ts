// Tests what the binding adds on top of core (conversions, errors); the
// rules themselves are tested in Rust.
import { describe, expect, it } from 'vitest';
import { categoryLabel, formatEventDateRange, formatPhone, homeSelection, imageSrc, priceLabel, ratingOutOf10 } from 'guide-core-wasm';

describe('core-wasm binding', () => {
  it('converts optional arguments from undefined', () => {
    expect(formatEventDateRange('2026-12-05', undefined)).toBe('Dec 5');
    expect(formatEventDateRange('2026-12-30', '2027-01-02')).toBe('Dec 30 - Jan 2');
    expect(priceLabel(undefined)).toBe('Contact for pricing');
    expect(ratingOutOf10(undefined)).toBe('No rating');
    expect(ratingOutOf10(8.5)).toBe('8.5/10');
    expect(imageSrc(undefined)).toBeUndefined();
  });

  it('passes strings through unchanged', () => {
    expect(formatPhone('9413511234')).toBe('(941) 351-1234');
    expect(formatPhone('+1 941 351 1234')).toBe('+1 941 351 1234');
    expect(categoryLabel('Festival')).toBe('Festivals');
  });

  it('turns core errors into JS errors', () => {
    expect(() => formatEventDateRange('not a date', undefined)).toThrow(/not a valid date/);
  });

  it('returns selections as Uint32Array positions', () => {
    const event = (id: number, category: string, date: string) => ({
      id, title: `E${id}`, description: '', venueId: null, venue: 'Venue TBA', date, endDate: null,
      time: null, category, image: null, ticketPrice: null, ticketUrl: null,
    });
    const chosen = homeSelection([event(1, 'Opera', '2026-12-10'), event(2, 'Opera', '2026-12-01'), event(3, 'Comedy', '2026-11-01')], '2026-11-22');
    expect(chosen).toBeInstanceOf(Uint32Array);
    expect(Array.from(chosen)).toEqual([1]);
    expect(() => homeSelection([{ id: 'x' }] as never, '2026-11-22')).toThrow();
  });
});

import { useSearchParams } from 'wouter';
import { eventQueryOfAddress } from '@/lib/core';
import type { EventFilterState } from '../components/EventFilters';

/** The filters an address names, read by core as the server reads them
 * (`?category=…&venue=…&dates=thisMonth`, or `custom` with `start` and
 * `end`; an unknown choice is All Dates). The keyword is kept as typed. */
export function filtersOf(params: URLSearchParams): EventFilterState {
  const keyword = params.get('q') ?? '';
  try {
    const query = eventQueryOfAddress([...params]);
    return { category: query.category ?? '', venue: query.venue ?? '', dates: query.dates ?? { kind: 'all' }, keyword };
  } catch {
    // A custom range whose dates are not dates: shown as typed, matching nothing.
    const start = params.get('start') ?? '';
    return { category: params.get('category') ?? '', venue: params.get('venue') ?? '', dates: { kind: 'custom', start, end: params.get('end') || null }, keyword };
  }
}

/** The address's query of `state` (blank filters left out), as the events
 * page writes it and the server's slices of the list read it. */
export function addressOf(state: EventFilterState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.keyword) out.set('q', state.keyword);
  if (state.category) out.set('category', state.category);
  if (state.venue) out.set('venue', state.venue);
  if (state.dates.kind !== 'all') out.set('dates', state.dates.kind);
  if (state.dates.kind === 'custom') {
    out.set('start', state.dates.start);
    if (state.dates.end) out.set('end', state.dates.end);
  }
  return out;
}

export const NO_EVENT_FILTERS: EventFilterState = { category: '', venue: '', dates: { kind: 'all' }, keyword: '' };

/** Whether any filter narrows the list. */
export function filtering(state: EventFilterState): boolean {
  return state.category !== '' || state.venue !== '' || state.dates.kind !== 'all' || state.keyword.trim() !== '';
}

/**
 * The events page's filters, kept in the address (`/events?q=…&category=…&
 * venue=…&dates=…`): a filtered list can be shared, and Back undoes a
 * change. Each change is a history entry unless `replace` is asked for.
 */
export function useEventFilters(): [EventFilterState, (next: EventFilterState, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const value = filtersOf(params);
  const set = (next: EventFilterState, options?: { replace?: boolean }) => setParams(addressOf(next), options);
  return [value, set];
}

import { useSearchParams } from 'wouter';
import { dateChoices, type DateChoice, type DateFilter } from '@/lib/core';
import type { EventFilterState } from '../components/EventFilters';

const KINDS = new Set<string>(dateChoices().map(([kind]) => kind));

/** The date filter an address names (`?dates=thisMonth`, or `custom` with
 * `start` and `end`); anything unknown is All Dates. */
function datesOf(params: URLSearchParams): DateFilter {
  const kind = params.get('dates') ?? 'all';
  if (!KINDS.has(kind)) return { kind: 'all' };
  if (kind === 'custom') {
    const start = params.get('start');
    return start ? { kind: 'custom', start, end: params.get('end') || null } : { kind: 'all' };
  }
  return { kind: kind as Exclude<DateChoice, 'custom'> };
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
  const value: EventFilterState = {
    category: params.get('category') ?? '',
    venue: params.get('venue') ?? '',
    dates: datesOf(params),
    keyword: params.get('q') ?? '',
  };
  const set = (next: EventFilterState, options?: { replace?: boolean }) => {
    const out = new URLSearchParams();
    if (next.keyword) out.set('q', next.keyword);
    if (next.category) out.set('category', next.category);
    if (next.venue) out.set('venue', next.venue);
    if (next.dates.kind !== 'all') out.set('dates', next.dates.kind);
    if (next.dates.kind === 'custom') {
      out.set('start', next.dates.start);
      if (next.dates.end) out.set('end', next.dates.end);
    }
    setParams(out, options);
  };
  return [value, set];
}

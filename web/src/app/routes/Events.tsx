import { useMemo } from 'react';
import { ListPage } from '@/components/ui/ListPage';
import { EventCard } from '@/features/events/components/EventCard';
import { EventFilters } from '@/features/events/components/EventFilters';
import { SubscribeFeed } from '@/features/events/components/SubscribeFeed';
import { filtering, NO_EVENT_FILTERS, useEventFilters } from '@/features/events/hooks/use-event-filters';
import { ClearFilters, ListSummary, ResultCount } from '@/components/ui/filters';
import { CompactItem, LayoutToggle, useListLayout } from '@/components/ui/CompactItem';
import { FavoriteToggle } from '@/components/ui/FavoriteToggle';
import { formatEventDateRange, imageSrc, isVenueTba, itemPath, savedFromEvent } from '@/lib/core';
import { useEvents } from '@/features/events/api/get-events';
import { useEventIndex } from '@/features/events/hooks/use-event-index';
import { useOnline } from '@/lib/connection';
import { useRememberList } from '@/lib/list-return';
import { useCityToday } from '@/lib/today';
import { PRIORITY_IMAGES } from '@/components/ui/ListPage';

export function Events() {
  const [filters, setFilters] = useEventFilters();
  const [layout, setLayout] = useListLayout();
  useRememberList('/events');
  const online = useOnline();
  // Online, category and venue are server queries (spec section 4); the
  // venue choices come from the full list.
  const events = useEvents({ category: filters.category, venue: filters.venue }, online);
  const everything = useEvents();
  // Unfiltered, both queries are the same list: one index of it, not two
  // (each is every event read into the WASM core).
  const same = events.data === everything.data;
  const index = useEventIndex(events.data);
  const otherIndex = useEventIndex(same ? undefined : everything.data);
  const allIndex = same ? index : otherIndex;
  const venues = useMemo(() => allIndex?.venueChoices() ?? [], [allIndex]);
  const today = useCityToday();
  // Offline, or when that query fails, the full list saved on the device is
  // filtered here by core's EventIndex: the same cards (checked by a test
  // against the server for every category and venue).
  const onDevice = !online || events.isError;
  const source = onDevice ? everything : events;
  const sourceIndex = onDevice ? allIndex : index;

  // Dates are filtered (and the list sorted) by core, in WASM.
  const shown = useMemo(() => {
    if (!sourceIndex || !source.data || !today) return [];
    const keyword = filters.keyword || null;
    const query = onDevice
      ? { category: filters.category || null, venue: filters.venue || null, dates: filters.dates, keyword }
      : { category: null, venue: null, dates: filters.dates, keyword };
    try {
      return Array.from(sourceIndex.filter(query, today), (i) => source.data[i]);
    } catch {
      // A custom range typed into the address that is not a date.
      return [];
    }
  }, [sourceIndex, source.data, onDevice, filters, today]);

  const loading = source.isPending || !today;
  return (
    <ListPage
      title="All Events"
      loading={loading}
      skeletons={9}
      toolbar={<EventFilters value={filters} venues={venues} onChange={setFilters} />}
      count={
        <ListSummary>
          <ResultCount count={loading ? null : shown.length} one="event" many="events" />
          <LayoutToggle value={layout} onChange={setLayout} />
        </ListSummary>
      }
      compact={layout === 'compact'}
      footer={<SubscribeFeed category={filters.category} venue={filters.venue} />}
      empty={
        shown.length === 0
          ? {
              title: 'No events found',
              text: 'Try adjusting your search criteria or filters.',
              action: filtering(filters) && <ClearFilters onClick={() => setFilters(NO_EVENT_FILTERS)} />,
            }
          : null
      }
    >
      {layout === 'compact'
        ? shown.map((e) => (
            <CompactItem
              key={e.id}
              href={itemPath('event', e.id, e.title)}
              title={e.title}
              image={imageSrc(e.image) ?? null}
              meta={[formatEventDateRange(e.date, e.endDate), e.time, isVenueTba(e.venue) ? null : typeof e.venue === 'string' ? e.venue : e.venue.name]
                .filter(Boolean)
                .join(' · ')}
              toggle={<FavoriteToggle compact kind="event" id={e.id} name={e.title} toItem={() => savedFromEvent(e)} />}
            />
          ))
        : shown.map((e, i) => <EventCard key={e.id} event={e} priority={i < PRIORITY_IMAGES} />)}
    </ListPage>
  );
}

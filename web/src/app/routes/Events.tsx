import { useMemo, useState } from 'react';
import { ListPage } from '@/components/ui/ListPage';
import { EventCard } from '@/features/events/components/EventCard';
import { EventFilters, type EventFilterState } from '@/features/events/components/EventFilters';
import { useEvents } from '@/features/events/api/get-events';
import { useEventIndex } from '@/features/events/hooks/use-event-index';
import { todayIso } from '@/lib/today';

export function Events() {
  const [filters, setFilters] = useState<EventFilterState>({ category: '', venue: '', dates: { kind: 'all' } });
  // Category and venue are server queries; the venue choices come from the full list.
  const events = useEvents({ category: filters.category, venue: filters.venue });
  const everything = useEvents();
  const index = useEventIndex(events.data);
  const allIndex = useEventIndex(everything.data);
  const venues = useMemo(() => allIndex?.venueChoices() ?? [], [allIndex]);

  // Dates are filtered (and the list sorted) by core, in WASM.
  const shown = useMemo(() => {
    if (!index || !events.data) return [];
    const positions = index.filter({ category: null, venue: null, dates: filters.dates }, todayIso());
    return Array.from(positions, (i) => events.data[i]);
  }, [index, events.data, filters.dates]);

  return (
    <ListPage
      title="All Events"
      loading={events.isPending}
      skeletons={9}
      toolbar={<EventFilters value={filters} venues={venues} onChange={setFilters} />}
      empty={shown.length === 0 ? { title: 'No events found', text: 'Try adjusting your search criteria or filters.' } : null}
    >
      {shown.map((e) => <EventCard key={e.id} event={e} />)}
    </ListPage>
  );
}

import { ListPage } from '@/components/ui/ListPage';
import { EventCard } from '@/features/events/components/EventCard';
import { useEvents } from '@/features/events/api/get-events';

export function Events() {
  const events = useEvents();
  const list = events.data ?? [];
  return (
    <ListPage
      title="All Events"
      loading={events.isPending}
      skeletons={9}
      empty={list.length === 0 ? { title: 'No events found', text: 'Try adjusting your search criteria or filters.' } : null}
    >
      {list.map((e) => <EventCard key={e.id} event={e} />)}
    </ListPage>
  );
}

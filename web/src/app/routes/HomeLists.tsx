import { PRIORITY_IMAGES } from '@/components/ui/priority-images';
import { Section } from '@/components/ui/Section';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { useActivities } from '@/features/activities/api/get-activities';
import { EventCard } from '@/features/events/components/EventCard';
import { useEvents } from '@/features/events/api/get-events';
import { useEventIndex } from '@/features/events/hooks/use-event-index';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { useCityToday } from '@/lib/today';
import { HOME_SECTIONS, SECTION_SIZE } from './home-sections';

const [EVENTS, ACTIVITIES, DINING] = HOME_SECTIONS;

/** Home's three lists. They need core's rules (which events show, how a
 * card reads), so they arrive with the WASM module, after the page paints. */
export default function HomeLists() {
  const events = useEvents();
  const activities = useActivities();
  const restaurants = useRestaurants();
  const index = useEventIndex(events.data);
  const today = useCityToday();
  const upcoming = index && events.data && today ? Array.from(index.homeSelection(today), (i) => events.data[i]) : [];

  return (
    <>
      <Section {...EVENTS} loading={events.isPending || !today} skeletons={SECTION_SIZE}>
        {upcoming.map((e, i) => (
          <EventCard key={e.id} event={e} palette="home" priority={i < PRIORITY_IMAGES} />
        ))}
      </Section>
      <Section {...ACTIVITIES} loading={activities.isPending} skeletons={SECTION_SIZE}>
        {activities.data?.slice(0, SECTION_SIZE).map((a) => <ActivityCard key={a.id} activity={a} />)}
      </Section>
      <Section {...DINING} loading={restaurants.isPending} skeletons={SECTION_SIZE}>
        {restaurants.data?.slice(0, SECTION_SIZE).map((r) => <RestaurantCard key={r.id} restaurant={r} />)}
      </Section>
    </>
  );
}

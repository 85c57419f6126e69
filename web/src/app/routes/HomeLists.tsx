import { PRIORITY_IMAGES } from '@/components/lists/priority-images';
import { Section } from '@/components/ui/Section';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { useHomeActivities } from '@/features/activities/api/get-activities';
import { EventCard } from '@/features/events/components/EventCard';
import { useEvents, useHomeEvents } from '@/features/events/api/get-events';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { useHomeRestaurants } from '@/features/restaurants/api/get-restaurants';
import { useOnline } from '@/lib/connection';
import { useCityToday } from '@/lib/today';
import { HOME_SECTIONS, SECTION_SIZE } from './home-sections';
import { useT } from '@/lib/i18n';
import { homeSelection } from '@/lib/core';
import { useMemo } from 'react';

const [EVENTS, ACTIVITIES, DINING] = HOME_SECTIONS;

/** Home's three lists. They need core's rules (which events show, how a
 * card reads), so they arrive with the WASM module, after the page paints. */
export default function HomeLists() {
  // Chosen by the server from every event; offline without its saved
  // answer, by core here from the device's copy of the full list.
  const home = useHomeEvents();
  const everything = useEvents(home.isError);
  const activities = useHomeActivities(SECTION_SIZE);
  const restaurants = useHomeRestaurants(SECTION_SIZE);
  const today = useCityToday();
  const chosen = useMemo(() => (everything.data && today ? Array.from(homeSelection(everything.data, today), (i) => everything.data[i]) : []), [everything.data, today]);
  const upcoming = home.data ?? chosen;
  const offline = !useOnline();
  const t = useT();
  const words = (section: (typeof HOME_SECTIONS)[number]) => ({ ...section, title: t(section.title), cta: t(section.cta) });
  // Offline with neither list on the device: said, not waited for.
  const eventsUnsaved = offline && home.isError && everything.isError;
  const loading = !eventsUnsaved && (home.isPending || (home.isError && (everything.isPending || !today)));

  return (
    <>
      <Section {...words(EVENTS)} loading={loading} skeletons={SECTION_SIZE} unsaved={eventsUnsaved}>
        {upcoming.map((e, i) => (
          <EventCard key={e.id} event={e} palette="home" priority={i < PRIORITY_IMAGES} />
        ))}
      </Section>
      <Section {...words(ACTIVITIES)} loading={activities.isPending} skeletons={SECTION_SIZE} unsaved={offline && activities.isError}>
        {activities.data?.map((a) => <ActivityCard key={a.id} activity={a} />)}
      </Section>
      <Section {...words(DINING)} loading={restaurants.isPending} skeletons={SECTION_SIZE} unsaved={offline && restaurants.isError}>
        {restaurants.data?.map((r) => <RestaurantCard key={r.id} restaurant={r} />)}
      </Section>
    </>
  );
}

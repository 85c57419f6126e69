import { Section } from '@/components/ui/Section';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { useHomeActivities } from '@/features/activities/api/get-activities';
import { EventCard } from '@/features/events/components/EventCard';
import { useEvents, useHomeEvents, useWhatsOn } from '@/features/events/api/get-events';
import { WhatsOn } from '@/features/events/components/WhatsOn';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { useHomeRestaurants } from '@/features/restaurants/api/get-restaurants';
import { useOnline } from '@/lib/connection';
import { useCityNow } from '@/lib/today';
import { useDeviceCopy, useDeviceWhatsOn, useLoadDeviceCopy } from '@/features/events/api/device-events';
import { HOME_SECTIONS, SECTION_SIZE } from './home-sections';
import { useT } from '@/lib/i18n';
import { homeSelection } from '@/lib/core';
import { useMemo } from 'react';

const [EVENTS, ACTIVITIES, DINING] = HOME_SECTIONS;

/** Home's lists: what is on tonight and this weekend, then the spec's
 * three. They need core's rules (which events show, how a card reads), so
 * they arrive with the WASM module, after the page paints. */
export default function HomeLists() {
  // Chosen by the server from every event; offline without its saved
  // answer, by core here from the device's copy of the full list.
  const home = useHomeEvents();
  const whats = useWhatsOn();
  // What is on tonight follows the minute while Home stays open.
  const clock = useCityNow(true);
  // Offline, or with a saved answer that is past, core answers from the
  // device's copy, in the worker that keeps it.
  const whatsPast = whats.data !== undefined && clock !== undefined && whats.data.changesAt <= clock.now;
  const whatsFromDevice = whats.isError || whatsPast;
  const device = useDeviceCopy();
  useLoadDeviceCopy(whatsFromDevice);
  const onDevice = useDeviceWhatsOn(clock?.now, device.version, whatsFromDevice);
  const whatsShown = (!whatsPast && whats.data) || onDevice.data;
  // Neither the server's answer nor the device's copy: left out, not waited for.
  const whatsUnavailable = whatsFromDevice && !whatsShown && (device.status === 'failed' || onDevice.isError);
  const everything = useEvents(home.isError);
  const activities = useHomeActivities(SECTION_SIZE);
  const restaurants = useHomeRestaurants(SECTION_SIZE);
  const today = clock?.today;
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
      {!whatsUnavailable && <WhatsOn answer={whatsShown} />}
      <Section {...words(EVENTS)} loading={loading} skeletons={SECTION_SIZE} unsaved={eventsUnsaved}>
        {/* Below the hero and 'Tonight' on a phone as on a laptop: the
            cards' pictures wait their turn (the hero is the largest paint). */}
        {upcoming.map((e) => (
          <EventCard key={e.id} event={e} palette="home" />
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

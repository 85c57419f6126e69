import { Link } from 'wouter';
import { CardSkeletons } from '@/components/ui/CardSkeleton';
import { PRIORITY_IMAGES } from '@/components/ui/ListPage';
import { Section } from '@/components/ui/Section';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { useActivities } from '@/features/activities/api/get-activities';
import { EventCard } from '@/features/events/components/EventCard';
import { useEvents } from '@/features/events/api/get-events';
import { useEventIndex } from '@/features/events/hooks/use-event-index';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { useSite } from '@/lib/site';
import { useCityToday } from '@/lib/today';

const SECTION_SIZE = 6;

function Hero() {
  const site = useSite();
  const button = 'rounded-lg px-6 py-3 font-semibold shadow';
  return (
    <section className="relative flex h-[450px] items-center justify-center overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-coral-500 text-center text-white md:h-[500px]">
      <div className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-sun-400/70 blur-2xl" aria-hidden="true" />
      <div className="relative max-w-3xl px-4">
        <h1 className="font-display text-4xl font-bold drop-shadow md:text-6xl">Discover the Magic!</h1>
        {/* Laid out before the site's names arrive, so nothing below moves. */}
        <p className={`mt-4 text-lg text-white md:text-xl ${site ? '' : 'invisible'}`} aria-hidden={!site}>
          Welcome to {site?.city}! Beaches, performances, gardens and great food — everything worth doing while you are here, picked by a local.
          <span className="mt-2 block font-display italic">— {site?.curatorName}, your host</span>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/events" className={`${button} bg-white text-brand-700 hover:bg-brand-50`}>Events</Link>
          <Link to="/activities" className={`${button} bg-sun-400 text-slate-900 hover:bg-sun-500`}>Activities</Link>
          <Link to="/restaurants" className={`${button} bg-brand-900 text-white hover:bg-brand-700`}>Dining</Link>
        </div>
      </div>
    </section>
  );
}

export function Home() {
  const events = useEvents();
  const activities = useActivities();
  const restaurants = useRestaurants();
  const index = useEventIndex(events.data);
  const today = useCityToday();
  const upcoming = index && events.data && today ? Array.from(index.homeSelection(today), (i) => events.data[i]) : [];

  return (
    <>
      <Hero />
      <Section title="Upcoming Events" to="/events" cta="View All Events">
        {events.isPending || !today ? <CardSkeletons count={SECTION_SIZE} /> : upcoming.map((e, i) => <EventCard key={e.id} event={e} palette="home" priority={i < PRIORITY_IMAGES} />)}
      </Section>
      <Section title="Activities" to="/activities" cta="View All Activities">
        {activities.isPending ? (
          <CardSkeletons count={SECTION_SIZE} />
        ) : (
          activities.data?.slice(0, SECTION_SIZE).map((a) => <ActivityCard key={a.id} activity={a} />)
        )}
      </Section>
      <Section title="Dining" to="/restaurants" cta="View All Dining">
        {restaurants.isPending ? (
          <CardSkeletons count={SECTION_SIZE} />
        ) : (
          restaurants.data?.slice(0, SECTION_SIZE).map((r) => <RestaurantCard key={r.id} restaurant={r} />)
        )}
      </Section>
    </>
  );
}

import { Link } from 'wouter';
import { CardSection } from '@/components/lists/CardSection';
import { imagePriority } from '@/components/lists/priority-images';
import { NearMe } from '@/components/lists/NearMe';
import { useNotOnDevice } from '@/components/items/NotOnDevice';
import { PageHeading } from '@/components/ui/PageHeading';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { EventCard } from '@/features/events/components/EventCard';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { useOnline } from '@/lib/connection';
import { formatCount, travelLabel, venueTravelLabel, type Near, type NowEntry, type RightNow as RightNowPage } from '@/lib/core';
import { useLang, useT, useWords } from '@/lib/i18n';
import { useNearMe } from '@/lib/near-me';
import { useRightNow, useRightNowEntries } from '@/lib/right-now';

/** `/right-now`: what is on now or later today and what is open now
 * (core's `content::right_now`, found by the server), checked again and,
 * with Near me or a chosen place, ordered nearest first by core on the
 * device: within a walk, then a drive away. */
export function RightNow() {
  const t = useT();
  const lang = useLang();
  const online = useOnline();
  const notOnDevice = useNotOnDevice();
  const page = useRightNow();
  const nearMe = useNearMe();
  const near = nearMe.near;
  const data = page.data;
  const { entries, ordered } = useRightNowEntries(data, near);
  const of = (test: (entry: NowEntry) => boolean) => entries.filter(test);
  const parts: [string, string, NowEntry[]][] = ordered
    ? [
        ['right-now-walk', t('right-now-walk'), of((e) => e.travel?.walk === true)],
        ['right-now-drive', t('right-now-drive'), of((e) => e.travel?.walk === false)],
        ['right-now-unplaced', t('right-now-unplaced'), of((e) => !e.travel)],
      ]
    : [
        ['right-now-events', t('right-now-events'), of((e) => e.kind === 'event')],
        ['right-now-places', t('right-now-places'), of((e) => e.kind !== 'event')],
      ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeading>{t('page-right-now-title')}</PageHeading>
      <p className="mt-3 max-w-3xl text-slate-700">{t('right-now-intro')}</p>
      <NearMe nearMe={nearMe} alone />
      {page.isError ? (
        <p role="alert" className="mt-10 text-lg text-slate-700">
          {online ? `${t('page-not-loaded')}. ${t('page-not-loaded-hint')}` : notOnDevice.text}
        </p>
      ) : data && entries.length === 0 ? (
        <div className="mt-10 text-lg text-slate-700">
          <p data-testid="right-now-none">{t(near?.withinMiles ? 'right-now-none-near' : 'right-now-none')}</p>
          <Link to="/events?dates=thisWeekend" className="mt-2 inline-block min-h-11 py-3 font-semibold text-brand-700 hover:underline">
            {t('right-now-tomorrow')}
          </Link>
        </div>
      ) : (
        parts.map(([id, title, part]) => (
          <CardSection key={id} id={id} title={title} loading={page.isPending} count={part.length}>
            {data && part.map((entry, i) => <Entry key={`${entry.kind}-${entry.index}`} page={data} entry={entry} near={near} position={i} />)}
          </CardSection>
        ))
      )}
      {data && data.eventCount > data.events.length && (
        <p className="mt-4 text-slate-700">
          <Link to="/events?dates=tonight" className="inline-block min-h-11 py-3 font-semibold text-brand-700 hover:underline">
            {t('right-now-more-events', { count: data.eventCount, shown: formatCount(data.eventCount, lang) })}
          </Link>
        </p>
      )}
    </div>
  );
}

/** One entry's card, with how far it is from `near`. */
function Entry({ page, entry, near, position }: { page: RightNowPage; entry: NowEntry; near: Near | null; position: number }) {
  const words = useWords();
  const priority = imagePriority(position);
  if (entry.kind === 'event') {
    const event = page.events[entry.index];
    return <EventCard event={event} priority={priority} distance={near && (venueTravelLabel(near.from, event.venue, words) ?? null)} />;
  }
  if (entry.kind === 'activity') {
    const activity = page.activities[entry.index];
    return <ActivityCard activity={activity} priority={priority} distance={near && (travelLabel(near.from, activity.latitude, activity.longitude, words) ?? null)} />;
  }
  const restaurant = page.restaurants[entry.index];
  return <RestaurantCard restaurant={restaurant} priority={priority} distance={near && (travelLabel(near.from, restaurant.latitude, restaurant.longitude, words) ?? null)} />;
}

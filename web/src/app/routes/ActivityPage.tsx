import { ExternalLink, OutboundIcon } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { AddressLink, PhoneLink } from '@/components/items/ContactLinks';
import { NotOnDevicePage } from '@/components/items/NotOnDevice';
import { OpeningHours } from '@/components/items/OpeningHours';
import { PlaceFacts } from '@/components/items/PlaceFacts';
import { PlaceLocation } from '@/components/items/PlaceLocation';
import { Fact, ItemPage, ItemPageSkeleton, RelatedSection } from '@/components/items/ItemPage';
import { button } from '@/components/ui/button';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { EventCard } from '@/features/events/components/EventCard';
import { activityTypeName, formatCount, placeMapsUrl, priceLabel, savedFromActivity } from '@/lib/core';
import { travelFrom } from '@/components/items/CardDistance';
import { useOnline } from '@/lib/connection';
import { listReturnUrl } from '@/lib/list-return';
import { NotFound } from './NotFound';
import { useItemHead, useItemId } from './use-item-head';
import { usePlacePage } from './use-nearby';
import { useActivityPage } from '@/features/activities/api/get-activities';
import { useT, useWords } from '@/lib/i18n';

/** `/activities/:id-:slug`: one activity and the places near it, read
 * alone (offline without that answer, from the device's copies). */
export function ActivityPage() {
  const id = useItemId();
  const { place: activity, nearby: near, onHere, pending, unknown } = usePlacePage('activity', id, useActivityPage(id));
  useItemHead('activity', activity);
  const online = useOnline();
  const t = useT();
  const words = useWords();
  const lang = words.lang;

  if (pending) return <ItemPageSkeleton />;
  // Offline, the device's copy may simply be older than the activity.
  if (!activity) return online || unknown ? <NotFound /> : <NotOnDevicePage />;
  const fromHere = travelFrom(activity, words);

  return (
    <ItemPage
      back={{ href: listReturnUrl('/activities'), label: t('all-activities') }}
      image={activity.image}
      picture={activity.picture}
      noImage={null}
      kicker={<span className="font-semibold uppercase tracking-wide text-brand-700">{activity.activityType && activityTypeName(activity.activityType, words)}</span>}
      title={activity.name}
      description={activity.description ?? ''}
      writtenIn={activity}
      facts={
        <>
          {activity.location && <Fact label={t('fact-where')}>{activity.location}</Fact>}
          {activity.address && (
            <Fact label={t('fact-address')}>
              <AddressLink name={activity.name} address={activity.address} />
            </Fact>
          )}
          {activity.recurringSchedule && (
            <Fact label={t('fact-hours')}>
              <OpeningHours hours={activity.recurringSchedule} />
            </Fact>
          )}
          {activity.price && <Fact label={t('fact-price')}>{priceLabel(activity.price, words)}</Fact>}
          {activity.phone && (
            <Fact label={t('fact-phone')}>
              <PhoneLink phone={activity.phone} />
            </Fact>
          )}
          {activity.capacity != null && <Fact label={t('fact-capacity')}>{formatCount(activity.capacity, lang)}</Fact>}
          <PlaceFacts facts={activity.facts} visitMinutes={activity.visitMinutes} />
        </>
      }
      actions={
        <>
          {activity.website && (
            <ExternalLink href={activity.website} className={button({ size: 'lg' })}>
              {t('details')}
              <span className="sr-only"> {t('details-site-for', { name: activity.name })}</span>
              <OutboundIcon />
            </ExternalLink>
          )}
          {activity.address && (
            <ExternalLink href={placeMapsUrl(activity.name, activity.address)} className={button({ intent: 'secondary', size: 'lg' })}>
              {t('open-in-maps')}
              <span className="sr-only"> {t('open-in-maps-of', { name: activity.name })}</span>
            </ExternalLink>
          )}
          <FavoriteToggle kind="activity" id={activity.id} name={activity.name} toItem={() => savedFromActivity(activity, words.lang)} />
        </>
      }
      place={<PlaceLocation name={activity.name} address={activity.address} latitude={activity.latitude} longitude={activity.longitude} />}
      related={
        <>
          {onHere.length > 0 && (
            <RelatedSection title={t('on-here')}>
              {onHere.map((e) => (
                <EventCard key={e.id} event={e} />
              ))}
            </RelatedSection>
          )}
          {near.activities.length + near.restaurants.length > 0 && (
            <RelatedSection title={t('nearby')}>
              {near.activities.map((a) => (
                <ActivityCard key={`a${a.id}`} activity={a} distance={fromHere(a)} />
              ))}
              {near.restaurants.map((r) => (
                <RestaurantCard key={`r${r.id}`} restaurant={r} distance={fromHere(r)} />
              ))}
            </RelatedSection>
          )}
        </>
      }
    />
  );
}

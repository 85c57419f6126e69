import { ExternalLink } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { AddressLink, PhoneLink } from '@/components/items/ContactLinks';
import { NotOnDevicePage } from '@/components/items/NotOnDevice';
import { Fact, ItemPage, ItemPageSkeleton, RelatedSection } from '@/components/items/ItemPage';
import { button } from '@/components/ui/button';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { formatCount, placeMapsUrl, savedFromActivity } from '@/lib/core';
import { useOnline } from '@/lib/connection';
import { listReturnUrl } from '@/lib/list-return';
import { NotFound } from './NotFound';
import { useItemHead, useItemId } from './use-item-head';
import { useNearby } from './use-nearby';
import { useLang } from '@/lib/i18n';

/** `/activities/:id-:slug`: one activity, from the saved list. */
export function ActivityPage() {
  const id = useItemId();
  const near = useNearby('activity', id);
  const activity = near.activityList.data?.find((a) => a.id === id);
  useItemHead('activity', activity);
  const online = useOnline();
  const lang = useLang();

  if (near.activityList.isPending) return <ItemPageSkeleton />;
  // Offline, the device's copy may simply be older than the activity.
  if (!activity) return online ? <NotFound /> : <NotOnDevicePage />;

  return (
    <ItemPage
      back={{ href: listReturnUrl('/activities'), label: 'All Activities' }}
      image={activity.image}
      picture={activity.picture}
      noImage={null}
      kicker={<span className="font-semibold uppercase tracking-wide text-brand-700">{activity.activityType}</span>}
      title={activity.name}
      description={activity.description ?? ''}
      facts={
        <>
          {activity.location && <Fact label="Where">{activity.location}</Fact>}
          {activity.address && (
            <Fact label="Address">
              <AddressLink name={activity.name} address={activity.address} />
            </Fact>
          )}
          {activity.recurringSchedule && <Fact label="Hours">{activity.recurringSchedule}</Fact>}
          {activity.price && <Fact label="Price">{activity.price}</Fact>}
          {activity.phone && (
            <Fact label="Phone">
              <PhoneLink phone={activity.phone} />
            </Fact>
          )}
          {activity.capacity != null && <Fact label="Capacity">{formatCount(activity.capacity, lang)}</Fact>}
        </>
      }
      actions={
        <>
          {activity.website && (
            <ExternalLink href={activity.website} className={button({ size: 'lg' })}>
              Details<span className="sr-only"> for {activity.name} (opens in a new tab)</span>
            </ExternalLink>
          )}
          {activity.address && (
            <ExternalLink href={placeMapsUrl(activity.name, activity.address)} className={button({ intent: 'secondary', size: 'lg' })}>
              Open in Maps<span className="sr-only"> ({activity.name}, opens in a new tab)</span>
            </ExternalLink>
          )}
          <FavoriteToggle kind="activity" id={activity.id} name={activity.name} toItem={() => savedFromActivity(activity)} />
        </>
      }
      related={
        near.activities.length + near.restaurants.length > 0 && (
          <RelatedSection title="Nearby">
            {near.activities.map((a) => (
              <ActivityCard key={`a${a.id}`} activity={a} />
            ))}
            {near.restaurants.map((r) => (
              <RestaurantCard key={`r${r.id}`} restaurant={r} />
            ))}
          </RelatedSection>
        )
      }
    />
  );
}

import { ExternalLink } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { AddressLink, PhoneLink } from '@/components/items/ContactLinks';
import { NotOnDevicePage } from '@/components/items/NotOnDevice';
import { Fact, ItemPage, ItemPageSkeleton, RelatedSection } from '@/components/items/ItemPage';
import { button } from '@/components/ui/button';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { OpeningHours } from '@/components/items/OpeningHours';
import { PlaceFacts } from '@/components/items/PlaceFacts';
import { PlaceLocation } from '@/components/items/PlaceLocation';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { EventCard } from '@/features/events/components/EventCard';
import { cuisineLabel, placeMapsUrl, ratingOutOf10, savedFromRestaurant } from '@/lib/core';
import { travelFrom } from '@/components/items/CardDistance';
import { useOnline } from '@/lib/connection';
import { listReturnUrl } from '@/lib/list-return';
import { NotFound } from './NotFound';
import { useItemHead, useItemId } from './use-item-head';
import { usePlacePage } from './use-nearby';
import { useRestaurantPage } from '@/features/restaurants/api/get-restaurants';
import { useT, useWords } from '@/lib/i18n';

/** `/restaurants/:id-:slug`: one restaurant and the places near it, read
 * alone (offline without that answer, from the device's copies). */
export function RestaurantPage() {
  const id = useItemId();
  const { place: restaurant, nearby: near, onHere, pending, unknown } = usePlacePage('restaurant', id, useRestaurantPage(id));
  useItemHead('restaurant', restaurant);
  const online = useOnline();
  const t = useT();
  const words = useWords();

  if (pending) return <ItemPageSkeleton />;
  // Offline, the device's copy may simply be older than the restaurant.
  if (!restaurant) return online || unknown ? <NotFound /> : <NotOnDevicePage />;
  const fromHere = travelFrom(restaurant, words);

  return (
    <ItemPage
      back={{ href: listReturnUrl('/restaurants'), label: t('all-dining') }}
      image={restaurant.image}
      picture={restaurant.picture}
      noImage={t('no-image')}
      kicker={
        <span className="font-semibold uppercase tracking-wide text-brand-700">
          {cuisineLabel(restaurant.cuisine, restaurant.cuisineDetail, words)} · {restaurant.priceRange}
        </span>
      }
      title={restaurant.name}
      description={restaurant.description ?? ''}
      writtenIn={restaurant}
      facts={
        <>
          <Fact label={t('fact-rating')}>{ratingOutOf10(restaurant.rating, words)}</Fact>
          {(restaurant.cuisine || restaurant.cuisineDetail) && <Fact label={t('fact-cuisine')}>{cuisineLabel(restaurant.cuisine, restaurant.cuisineDetail, words)}</Fact>}
          <Fact label={t('fact-price-range')}>{restaurant.priceRange}</Fact>
          {restaurant.area && <Fact label={t('fact-area')}>{restaurant.area}</Fact>}
          {restaurant.openHours && (
            <Fact label={t('fact-hours')}>
              <OpeningHours hours={restaurant.openHours} />
            </Fact>
          )}
          {restaurant.address && (
            <Fact label={t('fact-address')}>
              <AddressLink name={restaurant.name} address={restaurant.address} />
            </Fact>
          )}
          {restaurant.phone && (
            <Fact label={t('fact-phone')}>
              <PhoneLink phone={restaurant.phone} />
            </Fact>
          )}
          <PlaceFacts facts={restaurant.facts} />
        </>
      }
      actions={
        <>
          {restaurant.website && (
            <ExternalLink href={restaurant.website} className={button({ size: 'lg' })}>
              {t('website')}
              <span className="sr-only"> {t('website-of', { name: restaurant.name })}</span>
            </ExternalLink>
          )}
          {restaurant.reservationUrl && (
            <ExternalLink href={restaurant.reservationUrl} className={button({ intent: 'secondary', size: 'lg' })}>
              {t('reserve')}
              <span className="sr-only"> {t('reserve-at', { name: restaurant.name })}</span>
            </ExternalLink>
          )}
          {restaurant.address && (
            <ExternalLink href={placeMapsUrl(restaurant.name, restaurant.address)} className={button({ intent: 'secondary', size: 'lg' })}>
              {t('open-in-maps')}
              <span className="sr-only"> {t('open-in-maps-of', { name: restaurant.name })}</span>
            </ExternalLink>
          )}
          <FavoriteToggle kind="restaurant" id={restaurant.id} name={restaurant.name} toItem={() => savedFromRestaurant(restaurant, words.lang)} />
        </>
      }
      place={<PlaceLocation name={restaurant.name} address={restaurant.address} latitude={restaurant.latitude} longitude={restaurant.longitude} />}
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
              {near.restaurants.map((r) => (
                <RestaurantCard key={`r${r.id}`} restaurant={r} distance={fromHere(r)} />
              ))}
              {near.activities.map((a) => (
                <ActivityCard key={`a${a.id}`} activity={a} distance={fromHere(a)} />
              ))}
            </RelatedSection>
          )}
        </>
      }
    />
  );
}

import { useLocation } from 'wouter';
import { CardSection } from '@/components/lists/CardSection';
import { useNotOnDevice } from '@/components/items/NotOnDevice';
import { PageHeading } from '@/components/ui/PageHeading';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { useCollectionPage } from '@/features/collections/api/get-collection';
import { collectionIntro, collectionTitle } from '@/features/collections/words';
import { COLLECTIONS, collectionOfPath } from '../collections';
import { CollectionLinks } from '@/features/collections/components/CollectionLinks';
import { EventCard } from '@/features/events/components/EventCard';
import { SubscribeFeed } from '@/features/events/components/SubscribeFeed';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { formatCount, type Collection as CollectionId } from '@/lib/core';
import { useOnline } from '@/lib/connection';
import { useLang, useT } from '@/lib/i18n';
import { NotFound } from './NotFound';

/** `/collections/rainy-day`…: a collection's events and places today,
 * worked out by core on the server (`content::collections`), with its
 * events' calendar feed and the other collections. */
export function Collection() {
  const [path] = useLocation();
  const collection = collectionOfPath(path);
  return collection ? <CollectionScreen collection={collection} /> : <NotFound />;
}

function CollectionScreen({ collection }: { collection: CollectionId }) {
  const t = useT();
  const lang = useLang();
  const online = useOnline();
  const notOnDevice = useNotOnDevice();
  const page = useCollectionPage(collection);
  const data = page.data;
  const empty = data && data.events.length + data.activities.length + data.restaurants.length === 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeading>{t(collectionTitle(collection))}</PageHeading>
      <p className="mt-3 max-w-3xl text-slate-700">{t(collectionIntro(collection))}</p>
      {page.isError ? (
        // Offline, a collection never opened online is not on the device.
        <p role="alert" className="mt-10 text-lg text-slate-700">
          {online ? `${t('page-not-loaded')}. ${t('page-not-loaded-hint')}` : notOnDevice.text}
        </p>
      ) : empty ? (
        <p className="mt-10 text-lg text-slate-700">{t('collection-empty')}</p>
      ) : (
        <>
          <CardSection id="collection-events" title={t('collection-events')} loading={page.isPending} count={data?.events.length}>
            {data?.events.map((e) => (
              <EventCard key={e.id} event={e} />
            ))}
          </CardSection>
          {data && data.eventCount > data.events.length && <p className="mt-4 text-slate-700">{t('collection-more-events', { count: data.eventCount, shown: formatCount(data.eventCount, lang) })}</p>}
          <CardSection id="collection-activities" title={t('collection-activities')} loading={page.isPending} count={data?.activities.length}>
            {data?.activities.map((a) => (
              <ActivityCard key={a.id} activity={a} />
            ))}
          </CardSection>
          <CardSection id="collection-restaurants" title={t('collection-restaurants')} loading={page.isPending} count={data?.restaurants.length}>
            {data?.restaurants.map((r) => (
              <RestaurantCard key={r.id} restaurant={r} />
            ))}
          </CardSection>
        </>
      )}
      {data && data.events.length > 0 && <SubscribeFeed category="" venue="" collection={{ id: collection, name: t(collectionTitle(collection)) }} />}
      <section aria-labelledby="collection-others" className="mt-12">
        <h2 id="collection-others" className="font-display text-2xl font-bold text-slate-900">
          {t(empty ? 'collections-heading' : 'collection-others')}
        </h2>
        <div className="mt-6">
          <CollectionLinks collections={COLLECTIONS} except={collection} withRightNow />
        </div>
      </section>
    </div>
  );
}

import type { FetchQueryOptions } from '@tanstack/react-query';
import { activitiesQuery, activityPageQuery, homeActivitiesQuery } from '@/features/activities/api/get-activities';
import { eventPageQuery, eventsQuery, eventsSliceQuery, homeEventsQuery, whatsOnQuery } from '@/features/events/api/get-events';
import { addressOf, filtersOf } from '@/features/events/hooks/use-event-filters';
import { homeRestaurantsQuery, restaurantPageQuery, restaurantsQuery } from '@/features/restaurants/api/get-restaurants';
import { itemIdOfPath, listShown, type Lang, type Read } from '@/lib/core';
import { landmarksQuery } from '@/lib/near-me';
import { rightNowQuery } from '@/lib/right-now';
import { searchQuery } from '@/lib/search/get-search';
import { collectionPageQuery } from '@/features/collections/api/get-collection';
import { forecastQuery } from '@/features/plan-visit/api/get-forecast';
import { collectionOfPath } from './collections';
import { areasQuery, siteQuery } from '@/lib/site';
import { SECTION_SIZE } from './routes/home-sections';

/** Where a screen is: its path under the language's base (`/events`,
 * never `/es/events`), its address's query, and its language. */
export interface ReadAt {
  path: string;
  params: URLSearchParams;
  lang: Lang;
}

// Each read core's route table names (`pages::reads`; `Read` is generated),
// as the query its screen makes of it: the same key and the same read, so
// that what the server reads before it renders is what the screen finds
// in its cache. A read core adds is not compiled without its query here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, Error, any, any>; // each query's data and key are its own

export const READS: Record<Read, (at: ReadAt) => AnyQuery | null> = {
  Site: () => siteQuery,
  Areas: () => areasQuery,
  Landmarks: () => landmarksQuery,
  Events: () => eventsQuery,
  HomeEvents: () => homeEventsQuery,
  WhatsOn: () => whatsOnQuery,
  // As the events page reads its address: its filters, then how many
  // cards ("Show more").
  EventsPage: ({ params }) => eventsSliceQuery(addressOf(filtersOf(params)).toString(), listShown(params.get('shown') ?? '')),
  EventPage: ({ path, lang }) => {
    const id = itemIdOfPath(path);
    return id === undefined ? null : eventPageQuery(id, lang);
  },
  Activities: () => activitiesQuery,
  ActivityPage: ({ path, lang }) => {
    const id = itemIdOfPath(path);
    return id === undefined ? null : activityPageQuery(id, lang);
  },
  HomeActivities: () => homeActivitiesQuery(SECTION_SIZE),
  Restaurants: () => restaurantsQuery,
  RestaurantPage: ({ path, lang }) => {
    const id = itemIdOfPath(path);
    return id === undefined ? null : restaurantPageQuery(id, lang);
  },
  HomeRestaurants: () => homeRestaurantsQuery(SECTION_SIZE),
  CollectionPage: ({ path, lang }) => {
    const collection = collectionOfPath(path);
    return collection === undefined ? null : collectionPageQuery(collection, lang);
  },
  RightNow: ({ lang }) => rightNowQuery(lang),
  Forecast: () => forecastQuery,
  // An empty search reads nothing: its screen asks for words.
  Search: ({ params, lang }) => {
    const query = params.get('q') ?? '';
    return query.trim() === '' ? null : searchQuery(query, lang);
  },
};

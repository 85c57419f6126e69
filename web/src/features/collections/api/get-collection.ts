import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet } from '@/lib/api-client';
import { contentKeys } from '@/lib/content-keys';
import type { Collection, CollectionPage, Lang } from '@/lib/core';
import { useLang } from '@/lib/i18n';

/** A collection's page (core's `CollectionPage`, worked out by the server
 * at the city's day): its soonest events and its places, in the page's
 * language. Read as the lists are (asked every time; offline, the service
 * worker's saved answer). */
export const collectionPageQuery = (collection: Collection, lang: Lang) =>
  queryOptions({
    queryKey: [...contentKeys.events, 'collection', collection, lang],
    queryFn: () => publicGet<CollectionPage>(`/api/collections/${collection}?lang=${lang}`, { cache: 'no-cache' }),
    staleTime: 0,
  });

export function useCollectionPage(collection: Collection) {
  return useQuery(collectionPageQuery(collection, useLang()));
}

import type { Collection } from '@/lib/core';

/** A collection's page, and its words in the catalog (core's
 * `Collection::path`, `title_message`, `intro_message`). */
export const collectionPath = (collection: Collection) => `/collections/${collection}`;
export const collectionTitle = (collection: Collection) => `page-collection-${collection}-title`;
export const collectionIntro = (collection: Collection) => `collection-${collection}-intro`;

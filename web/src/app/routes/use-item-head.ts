import { useLocation } from 'wouter';
import { itemIdOfPath, itemPath, itemTitle, type Activity, type GuideEvent, type ItemKind, type Restaurant } from '@/lib/core';
import { useWords } from '@/lib/i18n';
import { useCanonicalAddress, useDocumentTitle } from '@/lib/page-title';
import { useSite } from '@/lib/site';

/** The id an item page's address names (`/events/12-swan-lake` → 12). */
export function useItemId(): number | undefined {
  const [path] = useLocation();
  return itemIdOfPath(path);
}

/** Once the item is known: its canonical address (an old slug moves
 * there) and the tab title the server also writes, both core's rules. */
export function useItemHead(kind: ItemKind, item: GuideEvent | Activity | Restaurant | undefined) {
  const site = useSite();
  const words = useWords();
  const name = item ? ('title' in item ? item.title : item.name) : '';
  useCanonicalAddress(item ? itemPath(kind, item.id, name) : null);
  useDocumentTitle(item && site ? itemTitle(kind, item, site.brand, words) : null);
}

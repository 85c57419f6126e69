import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { itemIdOfPath, itemPath, itemTitle, type Activity, type GuideEvent, type ItemKind, type Restaurant } from '@/lib/core';
import { useWords } from '@/lib/i18n';
import { useSite } from '@/lib/site';

/** The id an item page's address names (`/events/12-swan-lake` → 12). */
export function useItemId(): number | undefined {
  const [path] = useLocation();
  return itemIdOfPath(path);
}

/** Once the item is known: its canonical address (an old slug or a bare id
 * moves there, replacing the history entry) and the tab title, both core's
 * rules. The server wrote both already, so they are worked out in effects,
 * after the page is on screen, not while it hydrates. */
export function useItemHead(kind: ItemKind, item: GuideEvent | Activity | Restaurant | undefined) {
  const site = useSite();
  const words = useWords();
  const [path, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!item) return;
    const canonical = itemPath(kind, item.id, 'title' in item ? item.title : item.name);
    if (canonical !== path) navigate(search ? `${canonical}?${search}` : canonical, { replace: true });
  }, [kind, item, path, search, navigate]);
  useEffect(() => {
    if (item && site) document.title = itemTitle(kind, item, site.brand, words);
  }, [kind, item, site, words]);
}

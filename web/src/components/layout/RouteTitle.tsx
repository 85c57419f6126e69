import { useLocation } from 'wouter';
import { routeTitle } from '@/lib/core';
import { useWords } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/page-title';
import { useSite } from '@/lib/site';

/** The title of a list or other screen (core's rule); item pages and the
 * 404 page set their own. */
export function RouteTitle() {
  const [pathname] = useLocation();
  const site = useSite();
  const words = useWords();
  useDocumentTitle(site ? routeTitle(pathname, site.brand, words) : null);
  return null;
}

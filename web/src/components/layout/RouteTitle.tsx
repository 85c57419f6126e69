import { useLocation } from 'wouter';
import { routeTitle } from '@/lib/core';
import { useDocumentTitle } from '@/lib/page-title';
import { useSite } from '@/lib/site';

/** The title of a list or other screen (core's rule); item pages and the
 * 404 page set their own. */
export function RouteTitle() {
  const [pathname] = useLocation();
  const site = useSite();
  useDocumentTitle(site ? routeTitle(pathname, site.brand) : null);
  return null;
}

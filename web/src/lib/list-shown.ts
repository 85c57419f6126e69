import { useLocation, useRouter, useSearchParams } from 'wouter';
import { listShown, listShownAfterMore } from '@/lib/core';

/** How many items a list shows, from its address (`shown`, core's whole
 * screens), and "Show more": the address with a screen more, which the
 * app follows in place of the current entry (Back leaves the list). */
export function useListShown() {
  const [path] = useLocation();
  // A plain link: the router's base (the page's language) is written out.
  const { base } = useRouter();
  const [params, setParams] = useSearchParams();
  const shown = listShown(params.get('shown') ?? '');
  const next = new URLSearchParams(params);
  next.set('shown', String(listShownAfterMore(shown)));
  return {
    shown,
    moreHref: `${base}${path}?${next}`,
    more: () => setParams(next, { replace: true }),
  };
}

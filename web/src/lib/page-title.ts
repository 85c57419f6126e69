import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The tab's title while a screen shows: the same one the server wrote
 * into the page's head (core's rule), kept as the visitor navigates. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** Moves to the item's canonical address (an old slug or a bare id, say),
 * replacing the history entry; the server redirects the same way. */
export function useCanonicalAddress(canonical: string | null) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (canonical && canonical !== path) navigate(search ? `${canonical}?${search}` : canonical, { replace: true });
  }, [canonical, path, search, navigate]);
}

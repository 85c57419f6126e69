import { useEffect } from 'react';

/** The tab's title while a screen shows: the same one the server wrote
 * into the page's head (core's rule), kept as the visitor navigates. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

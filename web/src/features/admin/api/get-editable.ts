import { useEffect, useState } from 'react';
import { apiGet } from '@/lib/api-client';
import type { Editable } from '../lib/core';
import type { ContentItem, ContentKind } from './get-content';

/** `GET /api/admin/{kind}/{id}`: the item as its edit form opens it, with
 * its version; with `since`, the changes made after that version. */
export function getEditable<K extends ContentKind>(kind: K, id: number, since?: number, signal?: AbortSignal) {
  const query = since === undefined ? '' : `?since=${since}`;
  return apiGet<Editable<ContentItem[K]>>(`/api/admin/${kind}/${id}${query}`, { cache: 'no-store', signal });
}

type Opened<K extends ContentKind> = { data?: Editable<ContentItem[K]>; error?: unknown };

/**
 * Read once each time a form opens, never from a cache: the version must
 * be the item's as the form shows it, and the form is filled once (a
 * second read arriving later must not refill it under the editor's hands).
 */
export function useEditable<K extends ContentKind>(kind: K, id: number): Opened<K> {
  const [opened, setOpened] = useState<Opened<K>>({});
  useEffect(() => {
    const abort = new AbortController();
    getEditable(kind, id, undefined, abort.signal).then(
      (data) => setOpened({ data }),
      (error: unknown) => {
        if (!abort.signal.aborted) setOpened({ error });
      },
    );
    return () => abort.abort();
  }, [kind, id]);
  return opened;
}

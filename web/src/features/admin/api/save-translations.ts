import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { ItemTranslations, Saved } from '../lib/core';
import type { ContentKind } from './get-content';
import { useContentWritten } from '../hooks/use-content-written';

export type TranslationsEdit = {
  kind: ContentKind;
  id: number;
  body: ItemTranslations;
  /** The version the view opened the item at (`If-Match`). */
  version: number;
};

/** `PUT /api/admin/{events|activities|restaurants}/{id}/translations`: the
 * item's language and its whole text in the others; 400 with the fields
 * refused, 404 when the item is gone, 409 when someone changed it after
 * the view opened. */
export function saveTranslations({ kind, id, body, version }: TranslationsEdit) {
  return apiPut<Saved>(`/api/admin/${kind}/${id}/translations`, body, { 'If-Match': `"${version}"` });
}

export function useSaveTranslations() {
  const written = useContentWritten();
  return useMutation({ mutationFn: saveTranslations, onSuccess: (_answer, edit) => written(edit.kind) });
}

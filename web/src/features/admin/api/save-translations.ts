import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { ItemTranslations, Saved } from '../lib/core';
import type { ContentKind } from './get-content';
import { useContentWritten } from '../hooks/use-content-written';

export type TranslationsEdit = { kind: ContentKind; id: number; body: ItemTranslations };

/** `PUT /api/admin/{events|activities|restaurants}/{id}/translations`: the
 * item's language and its whole text in the others; 400 with the fields
 * refused, 404 when the item is gone. */
export function saveTranslations({ kind, id, body }: TranslationsEdit) {
  return apiPut<Saved>(`/api/admin/${kind}/${id}/translations`, body);
}

export function useSaveTranslations() {
  const written = useContentWritten();
  return useMutation({ mutationFn: saveTranslations, onSuccess: (_answer, edit) => written(edit.kind) });
}

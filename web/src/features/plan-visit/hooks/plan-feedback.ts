import { byField, type FieldErrors } from '@/components/ui/form';
import type { ToastInput } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { noItemsNotice, type FieldError, type Localizer } from '@/lib/core';

const ITEMS_FIELD = 'selectedItems';

function noItemsToast(toast: (t: ToastInput) => void, words: Localizer) {
  const notice = noItemsNotice(words);
  toast({ title: notice.title, description: notice.description, variant: 'destructive' });
}

/**
 * Core's verdict on a plan form: the messages to show under the fields, or
 * null when the plan can be sent. An empty plan is refused with the
 * destructive 'No Items Selected' toast (spec section 5).
 */
export function planErrors(found: FieldError[], toast: (t: ToastInput) => void, words: Localizer): FieldErrors | null {
  if (found.length === 0) return null;
  const fields = byField(found);
  if (fields[ITEMS_FIELD]) {
    noItemsToast(toast, words);
    delete fields[ITEMS_FIELD];
  }
  return fields;
}

/** A failed send: the server's message, or the spec's fallback (section 8). */
export function sendFailed(error: unknown, fallback: string, toast: (t: ToastInput) => void, words: Localizer): FieldErrors {
  // The plan may have been emptied in another tab after the form was checked.
  if (error instanceof ApiError && error.code === 'no_items_selected') {
    noItemsToast(toast, words);
    return {};
  }
  toast({ title: words.message('error', {}), description: serverMessage(error, fallback), variant: 'destructive' });
  const fields = error instanceof ApiError ? { ...error.fields } : {};
  delete fields[ITEMS_FIELD];
  return fields;
}

import type { ToastInput } from '@/components/ui/toast';
import type { Sent } from './core';
import type { Delivery } from './outbox';
import { loadLocalization, pageLang } from './localization';

// The words are core's (api::SendKind): the server's answer says a send
// arrived, and core says what a send kept on the device, or refused when
// it went out, tells the visitor. The outbox's runner is part of the
// first screen's code, which does not load core: a refusal, rare, loads it.

/** The server's answer to a send that reached it (spec section 8). */
export function sentToast(answer: Sent): ToastInput {
  return { title: answer.title, description: answer.message };
}

/** A queued send the server refused when it finally went out. */
export async function refusedToast(delivery: Extract<Delivery, { ok: false }>): Promise<ToastInput> {
  const [{ refusedNotice }, words] = await Promise.all([import('./core'), loadLocalization(pageLang())]);
  return { ...refusedNotice(delivery.kind, delivery.message, words), variant: 'destructive' };
}

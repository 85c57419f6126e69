import type { ToastInput } from '@/components/ui/toast';
import { queuedNotice, refusedNotice, type Sent } from './core';
import type { Delivery } from './outbox';

// The words are core's (api::SendKind): the server's answer says a send
// arrived, and core says what a send kept on the device, or refused when
// it went out, tells the visitor.

/** Said when a send is kept on the device for later. */
export const QUEUED_TOAST: ToastInput = queuedNotice();

/** The server's answer to a send that reached it (spec section 8). */
export function sentToast(answer: Sent): ToastInput {
  return { title: answer.title, description: answer.message };
}

/** A queued send the server refused when it finally went out. */
export function refusedToast(delivery: Extract<Delivery, { ok: false }>): ToastInput {
  return { ...refusedNotice(delivery.kind, delivery.message), variant: 'destructive' };
}

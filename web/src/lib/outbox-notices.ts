import type { ToastInput } from '@/components/ui/toast';
import type { Delivery, OutboxKind } from './outbox';

/** Said when a send is kept on the device for later. */
export const QUEUED_TOAST: ToastInput = {
  title: 'Saved — it will be sent when you are back online',
  description: 'It stays on this device until then, even if you close the page.',
};

/** The spec's success toasts (section 8), said when a send reaches the server. */
export function sentToast(kind: OutboxKind, curatorName: string): ToastInput {
  switch (kind) {
    case 'plan-to-curator':
      return {
        title: 'Success!',
        description: `Your visit plan has been sent to ${curatorName}! She'll be in touch soon with personalized recommendations.`,
      };
    case 'plan-to-self':
      return { title: 'Success!', description: 'Your beautifully formatted visit plan has been sent to your email!' };
    case 'suggestion':
      return { title: 'Suggestion submitted!', description: "Thank you for helping us improve. We'll review your suggestion soon." };
  }
}

/** A queued send the server refused when it finally went out. */
export function refusedToast(delivery: Extract<Delivery, { ok: false }>): ToastInput {
  return delivery.kind === 'suggestion'
    ? { title: 'Error submitting suggestion', description: 'Please try again later.', variant: 'destructive' }
    : { title: 'Error', description: delivery.message, variant: 'destructive' };
}

import { useMutation } from '@tanstack/react-query';
import type { PlanToSelf, Sent } from '@/lib/core';
import { sendOrQueue } from '@/lib/outbox';

/** `POST /api/send-visit-plan-self`: the plan to one or several of the
 * visitor's addresses (202 `{id, title, message}`), or kept on the device until the
 * network returns. */
export function sendVisitPlanSelf(plan: PlanToSelf) {
  return sendOrQueue<Sent>('plan-to-self', '/api/send-visit-plan-self', plan);
}

export function useSendVisitPlanSelf() {
  return useMutation({ mutationFn: sendVisitPlanSelf });
}

import { useMutation } from '@tanstack/react-query';
import type { PlanToCurator, Sent } from '@/lib/core';
import { sendOrQueue } from '@/lib/outbox';

/** `POST /api/send-visit-plan`: the plan to the curator (202 `{id, title, message}`),
 * or kept on the device until the network returns. */
export function sendVisitPlan(plan: PlanToCurator) {
  return sendOrQueue<Sent>('plan-to-curator', '/api/send-visit-plan', plan);
}

export function useSendVisitPlan() {
  return useMutation({ mutationFn: sendVisitPlan });
}

import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { PlanToSelf } from '@/lib/core';

/** `POST /api/send-visit-plan-self`: the plan to one or several of the visitor's addresses (202 `{message}`). */
export function sendVisitPlanSelf(plan: PlanToSelf) {
  return apiPost<{ message?: string }>('/api/send-visit-plan-self', plan);
}

export function useSendVisitPlanSelf() {
  return useMutation({ mutationFn: sendVisitPlanSelf });
}

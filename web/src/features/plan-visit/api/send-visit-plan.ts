import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { PlanToCurator } from '@/lib/core';

/** `POST /api/send-visit-plan`: the plan to the curator (202 `{message}`). */
export function sendVisitPlan(plan: PlanToCurator) {
  return apiPost<{ message?: string }>('/api/send-visit-plan', plan);
}

export function useSendVisitPlan() {
  return useMutation({ mutationFn: sendVisitPlan });
}

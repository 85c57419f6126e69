import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AdminStatus } from '../lib/core';

export const adminStatusQueryKey = ['admin', 'status'] as const;

/** `GET /api/admin/status`: who is signed in; 401 without a session. */
export function getAdminStatus() {
  return apiGet<AdminStatus>('/api/admin/status');
}

/** No retry (spec section 7): a refusal sends the browser to the sign-in page at once. */
export const adminStatusQuery = queryOptions({ queryKey: adminStatusQueryKey, queryFn: getAdminStatus, retry: false });

export function useAdminStatus() {
  return useQuery(adminStatusQuery);
}

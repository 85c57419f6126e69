import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { StaffAccounts } from '../lib/core';

export const accountsQueryKey = ['admin', 'accounts'] as const;

/** `GET /api/admin/accounts` (admins only): every account and the open
 * invitations. Read when the tab is shown: other admins change them. */
export function useAccounts(enabled: boolean) {
  return useQuery({
    queryKey: accountsQueryKey,
    queryFn: () => apiGet<StaffAccounts>('/api/admin/accounts'),
    enabled,
  });
}

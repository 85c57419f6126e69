import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPut } from '@/lib/api-client';
import type { AccountUpdate, StaffAccounts } from '../lib/core';
import { accountsQueryKey } from './get-accounts';

export type AccountChange = { id: number; update: AccountUpdate };

/** `PUT /api/admin/accounts/{id}`: a role, disabled or enabled; answers the
 * accounts as they are now. 409 `{error}` when it would leave no admin. */
export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: AccountChange) => apiPut<StaffAccounts>(`/api/admin/accounts/${id}`, update),
    onSuccess: (accounts) => queryClient.setQueryData(accountsQueryKey, accounts),
  });
}

/** `DELETE /api/admin/accounts/{id}`: 204; 409 for the last admin. */
export function useRemoveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/admin/accounts/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}

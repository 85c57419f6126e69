import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '@/lib/api-client';
import type { InvitationRequest, StaffInvitation } from '../lib/core';
import { accountsQueryKey } from './get-accounts';

/** `POST /api/admin/accounts/invitations`: 201 with the invitation, its
 * e-mail in the outbox; 400 `{fields}` for a bad address, 409 for one that
 * has an account. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InvitationRequest) => apiPost<StaffInvitation>('/api/admin/accounts/invitations', request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}

/** `DELETE /api/admin/accounts/invitations/{id}`: its link opens no more. */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/admin/accounts/invitations/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}

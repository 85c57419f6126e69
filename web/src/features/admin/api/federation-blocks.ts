import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';
import type { BlockForm, Blocked, FederationBlock, FederationBlocks } from '../lib/core';
import { inboxQueryKey } from './get-inbox';
import { sourcesQueryKey } from './get-sources';

export const blocksQueryKey = ['admin', 'federation', 'blocks'] as const;

/** `GET /api/admin/federation/blocks`: the blocks, and whether the guide
 * federates at all. */
export function useFederationBlocks(enabled = true) {
  return useQuery({ queryKey: blocksQueryKey, queryFn: () => apiGet<FederationBlocks>('/api/admin/federation/blocks'), enabled });
}

/** `POST /api/admin/federation/blocks`: 201 with what it stopped; 400 with
 * the field's message; 409 when it is blocked already. The sources it
 * stopped leave the list, and what waited from them the inbox. */
export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: BlockForm) => apiPost<Blocked>('/api/admin/federation/blocks', form),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: blocksQueryKey });
      void queryClient.invalidateQueries({ queryKey: sourcesQueryKey });
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    },
  });
}

/** `DELETE /api/admin/federation/blocks?kind=…&value=…`: 204. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: FederationBlock) =>
      apiDelete(`/api/admin/federation/blocks?${new URLSearchParams({ kind: block.kind, value: block.value }).toString()}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: blocksQueryKey }),
  });
}

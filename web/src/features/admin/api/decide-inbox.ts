import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { useContentWritten } from '../hooks/use-content-written';
import type { InboxDecision, InboxDone } from '../lib/core';
import { inboxQueryKey } from './get-inbox';
import { sourcesQueryKey } from './get-sources';

/** `POST /api/admin/inbox`: one action on one or more waiting events, all
 * or none; 400 when it does not fit one, 409 when one was settled already. */
export function decideInbox(decision: InboxDecision) {
  return apiPost<InboxDone>('/api/admin/inbox', decision);
}

/** Either way the inbox is read again (another admin may have settled
 * some); a decision that went through changed the guide's events too. */
export function useDecideInbox() {
  const queryClient = useQueryClient();
  const contentWritten = useContentWritten();
  return useMutation({
    mutationFn: decideInbox,
    onSuccess: () => contentWritten('events'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
      void queryClient.invalidateQueries({ queryKey: sourcesQueryKey });
    },
  });
}

import { useInbox } from '../api/get-inbox';

/** Events waiting in the review inbox (0 until it loads). */
export function useInboxCount(): number {
  return useInbox().data?.length ?? 0;
}

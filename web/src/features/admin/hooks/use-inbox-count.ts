import { useInbox } from '../api/get-inbox';
import { useSubmissions } from '../api/submissions';

/** What waits in the review inbox (0 until it loads): followed sources'
 * events and organizers' submissions. */
export function useInboxCount(): number {
  return (useInbox().data?.length ?? 0) + (useSubmissions().data?.length ?? 0);
}

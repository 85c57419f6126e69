import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inboxQueryKey } from '../api/get-inbox';
import { sourcesQueryKey } from '../api/get-sources';
import { blocksQueryKey } from '../api/federation-blocks';
import { submissionsQueryKey } from '../api/submissions';
import { FederationBlocksPanel } from './FederationBlocksPanel';
import { OrganizerSubmissions } from './OrganizerSubmissions';
import { ReviewInbox } from './ReviewInbox';
import { SourceHealthPanel } from './SourceHealthPanel';

/** What the guide follows by itself (issue #19): the review inbox of what
 * its reads found, and the events organizers sent (#73), then the
 * sources' health and the ways to follow more.
 * Both are read again whenever the tab is opened: reads in the background
 * and other admins change them. Following sources is an admin's: an editor
 * reviews the inbox only (#39; core's abilities say which). */
export function SourcesTab({ active, followsSources }: { active: boolean; followsSources: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    void queryClient.invalidateQueries({ queryKey: submissionsQueryKey });
    if (followsSources) {
      void queryClient.invalidateQueries({ queryKey: sourcesQueryKey });
      void queryClient.invalidateQueries({ queryKey: blocksQueryKey });
    }
  }, [active, followsSources, queryClient]);
  return (
    <div className="space-y-10">
      <ReviewInbox />
      <OrganizerSubmissions />
      {followsSources && <SourceHealthPanel />}
      {followsSources && <FederationBlocksPanel />}
    </div>
  );
}

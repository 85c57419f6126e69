import { useMutation } from '@tanstack/react-query';
import { apiPostStream } from '@/lib/api-client';
import type { AdminVenue, DiscoveryResult } from '../lib/core';

export type DiscoveryRequest = { venues: AdminVenue[]; customUrls: string[] };

/** How reading one page went (the server's report; not a core entity). */
export type SourceReport = {
  name: string;
  url: string;
  venueId: number | null;
  events: number;
  error: string | null;
  feeds: string[];
  skipped: string[];
};

export type DiscoveryReport = DiscoveryResult & { sources?: SourceReport[] };

/** One line of the streamed answer before the result. `index` counts from 0. */
export type DiscoveryProgress =
  | { kind: 'started'; index: number; total: number; name: string; url: string }
  | { kind: 'finished'; index: number; total: number; done: number; name: string; events: number; error: string | null };

type Line = DiscoveryProgress | (DiscoveryReport & { kind: 'result' }) | { kind: 'error'; error: string } | DiscoveryReport;

/**
 * `POST /api/admin/venues/discover`, streamed: progress lines as each page
 * is read, then the result. A server that answers with plain JSON (one
 * line, no `kind`) is read the same way.
 */
export async function discoverEvents(request: DiscoveryRequest, onProgress: (progress: DiscoveryProgress) => void): Promise<DiscoveryReport> {
  const outcome: { report?: DiscoveryReport; failure?: string } = {};
  await apiPostStream('/api/admin/venues/discover', request, (value) => {
    const line = value as Line;
    if (!('kind' in line) || line.kind === 'result') outcome.report = line;
    else if (line.kind === 'error') outcome.failure = line.error;
    else onProgress(line);
  });
  if (outcome.failure !== undefined) throw new Error(outcome.failure);
  if (!outcome.report) throw new Error('The discovery answer ended without a result');
  return outcome.report;
}

export type DiscoverVariables = { request: DiscoveryRequest; onProgress: (progress: DiscoveryProgress) => void };

/** Spec section 8: a failed discovery is only logged (the spinner just stops). */
export function useDiscoverEvents() {
  return useMutation({
    mutationFn: ({ request, onProgress }: DiscoverVariables) => discoverEvents(request, onProgress),
    onError: (error) => console.error('Event discovery failed', error),
  });
}

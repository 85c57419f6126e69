import { useMutation } from '@tanstack/react-query';
import { apiPostStream } from '@/lib/api-client';
import type { DiscoverRequest, DiscoveryLine, DiscoveryReport } from '../lib/core';

/** A progress line of the streamed answer (`index` counts from 0). */
export type DiscoveryProgress = Extract<DiscoveryLine, { kind: 'started' | 'finished' }>;

/**
 * `POST /api/admin/venues/discover`, streamed: progress lines as each page
 * is read, then the result. A server that answers with plain JSON (one
 * report, no `kind`) is read the same way.
 */
export async function discoverEvents(request: DiscoverRequest, onProgress: (progress: DiscoveryProgress) => void): Promise<DiscoveryReport> {
  const outcome: { report?: DiscoveryReport; failure?: string } = {};
  await apiPostStream('/api/admin/venues/discover', request, (value) => {
    const line = value as DiscoveryLine | DiscoveryReport;
    if (!('kind' in line)) outcome.report = line;
    else if (line.kind === 'result') outcome.report = line;
    else if (line.kind === 'error') outcome.failure = line.error;
    else onProgress(line);
  });
  if (outcome.failure !== undefined) throw new Error(outcome.failure);
  if (!outcome.report) throw new Error('The discovery answer ended without a result');
  return outcome.report;
}

export type DiscoverVariables = { request: DiscoverRequest; onProgress: (progress: DiscoveryProgress) => void };

/** Spec section 8: a failed discovery is only logged (the spinner just stops). */
export function useDiscoverEvents() {
  return useMutation({
    mutationFn: ({ request, onProgress }: DiscoverVariables) => discoverEvents(request, onProgress),
    onError: (error) => console.error('Event discovery failed', error),
  });
}

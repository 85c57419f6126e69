import { QueryClient } from '@tanstack/react-query';

/** Spec sections 7 and 9: no retries, no refetch on focus or interval, cached
 * data never goes stale (events and activities override this), unused
 * entries kept 5 minutes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
      // Offline the request still goes out: the service worker answers it
      // from the device, or it fails at once. Never paused, never an
      // endless skeleton.
      networkMode: 'offlineFirst',
    },
    // Sends go out (or fail) at once; offline ones are kept by the outbox.
    mutations: { retry: false, networkMode: 'always' },
  },
});

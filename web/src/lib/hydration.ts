import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// The server sends public screens as the build wrote them (src/prerender.tsx):
// with no data and nothing of the device's. While React takes such a page
// over it must draw the same, then what it knows.

const noChange = () => () => {};

/** True while React hydrates the page written ahead (for each part, until
 * that part is taken over); false once it has, and on any page React drew
 * itself. */
export function useHydrating(): boolean {
  return !useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

/** `useQuery` for the public reads the screens show: pending while the page
 * written ahead is hydrated, as it was when written, even if the answer has
 * already arrived (the server announces those reads with the page). */
export function usePublicQuery<T>(options: UseQueryOptions<T, Error, T, QueryKey>): UseQueryResult<T> {
  const result = useQuery(options);
  if (!useHydrating() || result.isPending) return result;
  return { ...result, data: undefined, error: null, status: 'pending', isPending: true, isLoading: true, isSuccess: false, isError: false } as UseQueryResult<T>;
}

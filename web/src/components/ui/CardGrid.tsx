import { useDeferredValue, useState, type ReactNode } from 'react';
import { useHydrating } from '@/lib/hydration';
import { CardSkeletons } from './CardSkeleton';
import { Written } from './Written';

/**
 * A list's grid of cards, with skeletons while it loads.
 *
 * On a page sent painted, the grid holds what the server wrote into it
 * while the list loads: its first photos (`server/src/web/written.rs`)
 * or the build's skeletons. The app swaps them for its own cards, in the
 * same places, so the first photos paint with the page rather than after
 * the scripts.
 */
export function CardGrid({ loading: loadingNow, skeletons, compact = false, children }: { loading: boolean; skeletons: number; compact?: boolean; children: ReactNode }) {
  const [written] = useState(useHydrating());
  // The list arrives as an urgent update; its cards are drawn in a
  // transition after it, in slices between the visitor's taps and scrolls
  // rather than in one long task (what is there stays until they are).
  const loading = useDeferredValue(loadingNow);
  const className = `grid sm:grid-cols-2 lg:grid-cols-3 ${compact ? 'gap-3' : 'gap-6'}`;
  if (loading && written) {
    return (
      <Written key="written" name="first-cards" className={className}>
        <CardSkeletons count={skeletons} />
      </Written>
    );
  }
  return (
    <div key="live" className={className} data-list-grid="">
      {loading ? <CardSkeletons count={skeletons} /> : children}
    </div>
  );
}

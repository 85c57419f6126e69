import { useDeferredValue, type ReactNode } from 'react';
import { CardSkeletons } from './CardSkeleton';

/**
 * A list's grid of cards, with skeletons while it loads.
 *
 * The list arrives as an urgent update; its cards are rendered in a
 * transition after it, in slices between the visitor's taps and scrolls
 * rather than in one long task (what is there stays until they are).
 */
export function CardGrid({ loading: loadingNow, skeletons, compact = false, children }: { loading: boolean; skeletons: number; compact?: boolean; children: ReactNode }) {
  const loading = useDeferredValue(loadingNow);
  const className = `grid sm:grid-cols-2 lg:grid-cols-3 ${compact ? 'gap-3' : 'gap-6'}`;
  return (
    <div className={className} data-list-grid="">
      {loading ? <CardSkeletons count={skeletons} /> : children}
    </div>
  );
}

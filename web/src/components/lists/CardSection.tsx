import type { ReactNode } from 'react';
import { CardGrid } from './CardGrid';

/** A titled part of a page of cards (a collection's events, Right now's
 * places within a walk): skeletons while it loads, left out once known to
 * be empty. */
export function CardSection({ id, title, loading, count, children }: { id: string; title: string; loading: boolean; count: number | undefined; children: ReactNode }) {
  if (!loading && !count) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-display text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-6">
        <CardGrid loading={loading} skeletons={3}>
          {children}
        </CardGrid>
      </div>
    </section>
  );
}

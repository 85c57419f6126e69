import type { ReactNode } from 'react';
import { CardGrid } from './CardGrid';
import { PageHeading } from '@/components/ui/PageHeading';
import { ShowMore, type More } from './ShowMore';

/** A list screen: heading, skeletons while loading, an empty state, a grid. */
export function ListPage({
  title,
  loading,
  skeletons,
  empty,
  toolbar,
  count,
  compact = false,
  footer,
  more,
  children,
}: {
  title: string;
  loading: boolean;
  skeletons: number;
  /** The spec's texts, and a way out when filters caused it. */
  empty: { title: string; text: string; action?: ReactNode } | null;
  toolbar?: ReactNode;
  /** The result count, under the toolbar (with its place kept while the
   * list loads, so that the cards do not move when it comes). */
  count?: ReactNode;
  /** Compact rows sit closer together than cards. */
  compact?: boolean;
  /** After the list, once loaded (e.g. the calendar subscription). */
  footer?: ReactNode;
  /** A list shown a screen at a time: its "Show more". */
  more?: More;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeading>{title}</PageHeading>
      {toolbar}
      {count}
      {empty && !loading ? (
        <div className="py-20 text-center">
          <h2 className="text-xl font-semibold text-slate-900">{empty.title}</h2>
          <p className="mt-2 text-slate-600">{empty.text}</p>
          {empty.action}
        </div>
      ) : (
        <section aria-labelledby="list-results" className="mt-8">
          {/* The cards' titles are h3: a heading above them keeps the outline in order. */}
          <h2 id="list-results" className="sr-only">
            {title}
          </h2>
          <CardGrid loading={loading} skeletons={skeletons} compact={compact}>
            {children}
          </CardGrid>
          {!loading && more && <ShowMore more={more} />}
        </section>
      )}
      {!loading && footer}
    </div>
  );
}


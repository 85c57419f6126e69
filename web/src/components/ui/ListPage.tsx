import type { ReactNode } from 'react';
import { eagerImages } from '@/lib/core';
import { CardGrid } from './CardGrid';
import { PageHeading } from './PageHeading';

/** The images of the first row (three cards on a laptop, the first screens
 * on a phone) load at once and first: the largest paint is one of them.
 * Core's number, which the server's written photos follow too. */
export const PRIORITY_IMAGES = eagerImages();

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
        </section>
      )}
      {!loading && footer}
    </div>
  );
}

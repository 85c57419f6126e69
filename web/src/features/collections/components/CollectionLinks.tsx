import { Link } from 'wouter';
import type { Collection } from '@/lib/core';
import { useT } from '@/lib/i18n';
import { collectionIntro, collectionPath, collectionTitle } from '../words';

/** A link to each of `collections` (but `except`), with its one line. */
export function CollectionLinks({ collections, except }: { collections: Collection[]; except?: Collection }) {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {collections.filter((c) => c !== except).map((c) => (
        <li key={c}>
          <Link
            to={collectionPath(c)}
            className="flex h-full min-h-11 flex-col gap-1 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-600 focus-visible:ring-2 focus-visible:ring-brand-700"
          >
            <span className="font-display text-lg font-bold text-brand-700">{t(collectionTitle(c))}</span>
            <span className="text-sm text-slate-700">{t(collectionIntro(c))}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Home's section of collections: the ideas, and the page of them all. */
export function CollectionsSection({ collections }: { collections: Collection[] }) {
  const t = useT();
  return (
    <section aria-labelledby="collections-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="collections-heading" className="font-display text-2xl font-bold text-slate-900 md:text-3xl">
        {t('collections-heading')}
      </h2>
      <div className="mt-6">
        <CollectionLinks collections={collections} />
      </div>
    </section>
  );
}

import { Link } from 'wouter';
import type { Collection } from '@/lib/core';
import { useT } from '@/lib/i18n';
import { collectionIntro, collectionPath, collectionTitle } from '../words';

/** One idea: a card-like link with its one line. */
function IdeaLink({ to, title, line }: { to: string; title: string; line: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full min-h-11 flex-col gap-1 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-600 focus-visible:ring-2 focus-visible:ring-brand-700"
      >
        <span className="font-display text-lg font-bold text-brand-700">{title}</span>
        <span className="text-sm text-slate-700">{line}</span>
      </Link>
    </li>
  );
}

/** A link to each of `collections` (but `except`), with its one line;
 * led, `withRightNow`, by the Right now page (what is on and open now). */
export function CollectionLinks({ collections, except, withRightNow = false }: { collections: Collection[]; except?: Collection; withRightNow?: boolean }) {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {withRightNow && <IdeaLink to="/right-now" title={t('page-right-now-title')} line={t('right-now-line')} />}
      {collections
        .filter((c) => c !== except)
        .map((c) => (
          <IdeaLink key={c} to={collectionPath(c)} title={t(collectionTitle(c))} line={t(collectionIntro(c))} />
        ))}
    </ul>
  );
}

/** Home's section of collections: Right now, the ideas, and the page of
 * them all. */
export function CollectionsSection({ collections }: { collections: Collection[] }) {
  const t = useT();
  return (
    <section aria-labelledby="collections-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="collections-heading" className="font-display text-2xl font-bold text-slate-900 md:text-3xl">
        {t('collections-heading')}
      </h2>
      <div className="mt-6">
        <CollectionLinks collections={collections} withRightNow />
      </div>
    </section>
  );
}

import { useMemo } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PageHeading } from '@/components/ui/PageHeading';
import { CollectionLinks } from '@/features/collections/components/CollectionLinks';
import { SearchResult } from '@/features/search/components/SearchResult';
import { useSearchAnswer } from '@/lib/search/use-search-answer';
import { browsePath, searchPath } from '@/lib/search/paths';
import { useHydrating } from '@/lib/hydration';
import { formatCount, searchKindLabel, type Browse, type SearchKind } from '@/lib/core';
import { useT, useWords } from '@/lib/i18n';

const GROUP_ORDER: SearchKind[] = ['event', 'activity', 'restaurant', 'venue'];

/** `/search?q=…`: results of the navigation's search box, grouped by
 * type, each with its card's facts. The server's first, then the device's
 * own (core's index, built in a worker from the saved lists), so that it
 * works offline. The device's is loaded once the page the server rendered is
 * hydrated: the server's results are on it, and the whole guide need not
 * be read before the visitor sees them. A search that finds nothing
 * offers the nearest words that find something, and the lists to browse. */
export function Search() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const { answer, unanswerable, pending, online } = useSearchAnswer(query, !useHydrating());
  const groups = useMemo(
    () => GROUP_ORDER.map((kind) => ({ kind, hits: (answer?.hits ?? []).filter((h) => h.kind === kind) })).filter((g) => g.hits.length > 0),
    [answer],
  );
  const count = answer?.hits.length ?? 0;
  const t = useT();
  const words = useWords();
  const asked = query.trim();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeading>{t('page-search-title')}</PageHeading>
      <output className="mt-2 block text-slate-600">
        {!asked
          ? t('search-hint')
          : unanswerable
            ? online
              ? t('search-unavailable')
              : t('search-not-on-device')
            : pending
              ? t('searching')
              : count === 0
                ? t('search-none', { query: asked })
                : t('search-count', { count, shown: formatCount(count, words.lang), query: asked })}
      </output>
      {answer && answer.collections.length > 0 && (
        // The collections the words name ('rainy day', 'dog'), first.
        <section aria-labelledby="results-collections" className="mt-8">
          <h2 id="results-collections" className="font-display text-xl font-bold text-slate-900">
            {t('collections-heading')}
          </h2>
          <div className="mt-3">
            <CollectionLinks collections={answer.collections} />
          </div>
        </section>
      )}
      {answer && count === 0 && answer.collections.length === 0 && <NothingFound nearest={answer.nearest} browse={answer.browse} />}
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="mt-8">
          <h2 id={`results-${group.kind}`} className="font-display text-xl font-bold text-slate-900">
            {searchKindLabel(group.kind, words)}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            {group.hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`}>
                <SearchResult hit={hit} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const BROWSE_GROUPS: SearchKind[] = ['event', 'activity', 'restaurant'];

/** What to try when nothing is found: core's nearest queries, then the
 * guide's categories, activity types and cuisines. */
function NothingFound({ nearest, browse }: { nearest: string[]; browse: Browse[] }) {
  const t = useT();
  const words = useWords();
  const pill = 'inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50';
  return (
    <div className="mt-6">
      {nearest.length > 0 && (
        <p className="text-slate-800">
          {t('search-did-you-mean')}{' '}
          {nearest.map((query, n) => (
            <span key={query}>
              {n > 0 && (n === nearest.length - 1 ? ` ${t('search-or')} ` : ', ')}
              <Link href={searchPath(query)} className="font-semibold text-brand-700 underline">
                {query}
              </Link>
            </span>
          ))}
          {t('search-did-you-mean-end')}
        </p>
      )}
      {browse.length > 0 && (
        <section aria-labelledby="browse-heading" className="mt-6">
          <h2 id="browse-heading" className="font-display text-xl font-bold text-slate-900">
            {t('search-browse')}
          </h2>
          {BROWSE_GROUPS.map((kind) => {
            const lists = browse.filter((b) => b.kind === kind);
            if (lists.length === 0) return null;
            return (
              <div key={kind} className="mt-4">
                <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{searchKindLabel(kind, words)}</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {lists.map((b) => (
                    <li key={b.value}>
                      <Link href={browsePath(b)} className={pill}>
                        {b.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      )}
    </div>
  );
}

import { useMemo } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PageHeading } from '@/components/ui/PageHeading';
import { useDeviceSearch, useLoadSearchCopy, useSearchCopy } from '@/features/search/api/device-search';
import { useServerSearch } from '@/features/search/api/get-search';
import { useOnline } from '@/lib/connection';
import { useHydrating } from '@/lib/hydration';
import { itemPath, searchKindLabel, type SearchHit, type SearchKind } from '@/lib/core';

const GROUP_ORDER: SearchKind[] = ['event', 'activity', 'restaurant', 'venue'];

/** Where a result leads: the item's page; a venue, its events. */
function hitPath(hit: SearchHit): string {
  if (hit.kind === 'venue') return `/events?venue=${encodeURIComponent(hit.title)}`;
  return itemPath(hit.kind, hit.id, hit.title);
}

/** `/search?q=…`: results of the navigation's search box, grouped by
 * type. The server's first, then the device's own (core's index, built
 * in a worker from the saved lists), so that it works offline. The
 * device's is loaded once the page the server drew is hydrated: the
 * server's results are on it, and the whole guide need not be read
 * before the visitor sees them. */
export function Search() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const copy = useSearchCopy();
  const online = useOnline();
  useLoadSearchCopy(!useHydrating());
  const fromDevice = copy.version > 0;
  const device = useDeviceSearch(query, copy.version);
  const server = useServerSearch(query, !fromDevice);
  const found = (fromDevice ? device.data : undefined) ?? server.data;
  const hits = useMemo(() => (query.trim() ? found : []), [query, found]);
  // Neither the server nor the device can answer: offline, the guide's
  // lists are not on the device yet.
  const unanswerable = hits === undefined && !fromDevice && copy.status === 'failed' && (server.isError || !online);
  const pending = hits === undefined && !unanswerable;
  const groups = useMemo(
    () => GROUP_ORDER.map((kind) => ({ kind, hits: (hits ?? []).filter((h) => h.kind === kind) })).filter((g) => g.hits.length > 0),
    [hits],
  );
  const count = groups.reduce((n, g) => n + g.hits.length, 0);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeading>Search</PageHeading>
      <output className="mt-2 block text-slate-600">
        {!query.trim()
          ? 'Type in the search box above (or press / ) to search events, activities, restaurants and venues.'
          : unanswerable
            ? online
              ? 'Search is not available right now. Please try again in a moment.'
              : 'Search needs the guide on this device, and it isn’t saved here yet — connect to search.'
            : pending
              ? 'Searching…'
              : count === 0
                ? `No results for “${query.trim()}”.`
                : `${count} ${count === 1 ? 'result' : 'results'} for “${query.trim()}”`}
      </output>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="mt-8">
          <h2 id={`results-${group.kind}`} className="font-display text-xl font-bold text-slate-900">
            {searchKindLabel(group.kind)}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            {group.hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`}>
                <Link href={hitPath(hit)} className="block px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50">
                  <span className="block font-semibold text-brand-800">{hit.title}</span>
                  {hit.detail && <span className="block text-sm text-slate-600">{hit.detail}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PageHeading } from '@/components/ui/PageHeading';
import { useActivities } from '@/features/activities/api/get-activities';
import { useEvents } from '@/features/events/api/get-events';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { useServerSearch } from '@/features/search/api/get-search';
import { useHydrating } from '@/lib/hydration';
import { itemPath, SearchIndex, searchKindLabel, type SearchHit, type SearchKind } from '@/lib/core';

const GROUP_ORDER: SearchKind[] = ['event', 'activity', 'restaurant', 'venue'];

/** Where a result leads: the item's page; a venue, its events. */
function hitPath(hit: SearchHit): string {
  if (hit.kind === 'venue') return `/events?venue=${encodeURIComponent(hit.title)}`;
  return itemPath(hit.kind, hit.id, hit.title);
}

/** The index over the saved lists, built once per version of them, in
 * WASM memory (freed when replaced). Not while the page the server drew
 * is hydrated: the server's results are on it, and the whole guide need
 * not be read before the visitor sees them. */
function useSearchIndex() {
  const enabled = !useHydrating();
  const events = useEvents(enabled);
  const activities = useActivities(enabled);
  const restaurants = useRestaurants(enabled);
  const index = useMemo(
    () => (events.data && activities.data && restaurants.data ? new SearchIndex(events.data, activities.data, restaurants.data) : null),
    [events.data, activities.data, restaurants.data],
  );
  useEffect(() => () => index?.free(), [index]);
  return index;
}

/** `/search?q=…`: results of the navigation's search box, grouped by
 * type. The server's first, then the device's own (core through WASM),
 * so that it works offline. */
export function Search() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const index = useSearchIndex();
  const server = useServerSearch(query, index === null);
  const hits = useMemo(() => (index ? (query.trim() ? index.search(query) : []) : server.data), [index, query, server.data]);
  const pending = hits === undefined;
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

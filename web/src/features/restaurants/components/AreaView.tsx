import { lazy, Suspense, useMemo, useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { areaMapsUrl, countWithCoordinates, groupRestaurants, placeMapsUrl, ratingOutOf10, type Restaurant, type SiteInfo } from '@/lib/core';

// The detail dialog (and Radix Dialog with it) loads when a visitor first
// opens a restaurant, not with the Dining page.
const RestaurantDetail = lazy(() => import('./RestaurantDetail').then((m) => ({ default: m.RestaurantDetail })));

/**
 * Restaurants by area (spec section 2). Grouping, the area table and the
 * order within a box (rating descending) all come from core; this only lays
 * the boxes out.
 */
export function AreaView({ restaurants, site }: { restaurants: Restaurant[]; site: SiteInfo }) {
  const groups = useMemo(() => groupRestaurants(restaurants, site.areas), [restaurants, site.areas]);
  const located = useMemo(() => countWithCoordinates(restaurants), [restaurants]);
  const [selected, setSelected] = useState<Restaurant | null>(null);

  return (
    <section aria-labelledby="area-view-title" className="mt-8">
      <h2 id="area-view-title" className="font-display text-2xl font-bold text-slate-900">
        {site.city} Restaurant Areas
      </h2>
      <p className="mt-1 text-sm text-slate-700">{located} restaurants with map coordinates</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={group.name} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="area-box">
            <ExternalLink
              href={areaMapsUrl(group.name, site.city)}
              className="flex items-baseline justify-between gap-3 bg-brand-700 px-5 py-4 text-white hover:bg-brand-900"
            >
              <h3 className="text-lg font-semibold">{group.name}</h3>
              <span className="text-sm">
                {group.restaurants.length} {group.restaurants.length === 1 ? 'restaurant' : 'restaurants'}
              </span>
              <span className="sr-only"> (maps search, opens in a new tab)</span>
            </ExternalLink>
            {/* The list scrolls past 16rem (spec section 9). */}
            <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto">
              {group.restaurants.map((position) => {
                const r = restaurants[position];
                return (
                  <li key={r.id} className="flex items-center gap-2 px-3 py-1.5">
                    <button
                      type="button"
                      onClick={() => setSelected(r)}
                      className="flex min-w-0 flex-1 flex-col items-start rounded-md px-2 py-1.5 text-left hover:bg-brand-50"
                    >
                      <span className="font-medium text-slate-900">{r.name}</span>
                      <span className="text-xs text-slate-700">
                        {ratingOutOf10(r.rating)}
                        {r.cuisine && ` · ${r.cuisine}`}
                      </span>
                    </button>
                    <ExternalLink
                      href={placeMapsUrl(r.name, r.address)}
                      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md border border-brand-600 px-2.5 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      Map<span className="sr-only"> of {r.name} (opens in a new tab)</span>
                    </ExternalLink>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      {selected && (
        <Suspense>
          <RestaurantDetail key={selected.id} restaurant={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </section>
  );
}

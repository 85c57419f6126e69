import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { areaColor } from '../area-colors';
import { areaMapsUrl, countWithCoordinates, cuisineLabel, formatCount, groupRestaurants, placeMapsUrl, ratingOutOf10, type AreaTable, type Coordinates, type Restaurant, type SiteInfo } from '@/lib/core';
import { useT, useWords } from '@/lib/i18n';
import { Busy } from '@/components/ui/Busy';

// The detail dialog (and Radix Dialog with it) loads when a visitor first
// opens a restaurant, not with the Dining page.
const RestaurantDetail = lazy(() => import('./RestaurantDetail').then((m) => ({ default: m.RestaurantDetail })));
// The map (and Leaflet with it) loads with Area View. If it cannot, the
// boxes are the guide all the same. (Caught around the whole import: the
// build wraps it in the loading of the map's styles, and a `.then` chained
// on the import lands inside that wrapper, blind to the styles' failure.)
const AreaMap = lazy(async () => {
  try {
    return { default: (await import('./AreaMap')).AreaMap };
  } catch {
    return { default: MapNotLoaded };
  }
});

function MapNotLoaded() {
  return <p className="p-4 text-sm text-slate-700">{useT()('map-not-loaded')}</p>;
}

/**
 * Restaurants by area (spec section 2). Grouping, the area table and the
 * order within a box (rating descending) all come from core; this only lays
 * the boxes out.
 */
export function AreaView({ restaurants, site, areas, here = null }: { restaurants: Restaurant[]; site: SiteInfo; areas: AreaTable; here?: Coordinates | null }) {
  const groups = useMemo(() => groupRestaurants(restaurants, areas), [restaurants, areas]);
  const located = useMemo(() => countWithCoordinates(restaurants), [restaurants]);
  const [selected, setSelected] = useState<Restaurant | null>(null);
  const t = useT();
  const words = useWords();
  const count = (n: number) => ({ count: n, shown: formatCount(n, words.lang) });

  return (
    <section aria-labelledby="area-view-title" className="mt-8">
      <h2 id="area-view-title" className="font-display text-2xl font-bold text-slate-900">
        {t('areas-title', { city: site.city })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('areas-located', count(located))}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        {/* Above the boxes on a phone, beside them (and kept in view) on a wide screen. */}
        {located > 0 && (
          <div className="h-72 lg:sticky lg:top-20 lg:h-[min(40rem,calc(100vh-7rem))] lg:self-start">
            <Suspense fallback={<Busy className="h-full rounded-xl bg-slate-100" />}>
              <AreaMap restaurants={restaurants} groups={groups} site={site} areas={areas} here={here} onOpen={setSelected} />
            </Suspense>
          </div>
        )}
        <ul className="grid content-start gap-6 md:grid-cols-2">
          {groups.map((group) => (
            <li key={group.name} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="area-box">
              <ExternalLink
                href={areaMapsUrl(group.name, site.city)}
                className="flex items-baseline justify-between gap-3 bg-brand-700 px-5 py-4 text-white hover:bg-brand-900"
              >
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  <span aria-hidden="true" className="size-3 shrink-0 rounded-full ring-2 ring-white" style={{ background: areaColor(group.color) }} />
                  {group.name}
                </h3>
                <span className="text-sm">
                  {t('restaurants-count', count(group.restaurants.length))}
                </span>
                <span className="sr-only"> {t('area-maps-search')}</span>
              </ExternalLink>
              {/* The list scrolls past 16rem (spec section 9), and says so. */}
              {/* Keyed by its rows: other rows are counted afresh. */}
              <ScrollingRows key={group.restaurants.join()} area={group.name}>
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
                          {ratingOutOf10(r.rating, words)}
                          {(r.cuisine || r.cuisineDetail) && ` · ${cuisineLabel(r.cuisine, r.cuisineDetail, words)}`}
                        </span>
                      </button>
                      <ExternalLink
                        href={placeMapsUrl(r.name, r.address)}
                        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md border border-brand-600 px-2.5 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                      >
                        {t('map')}
                        <span className="sr-only"> {t('map-of', { name: r.name })}</span>
                      </ExternalLink>
                    </li>
                  );
                })}
              </ScrollingRows>
            </li>
          ))}
        </ul>
      </div>
      {selected && (
        <Suspense>
          <RestaurantDetail key={selected.id} restaurant={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </section>
  );
}

/** How much of a row must be in view for it to count as seen. */
const SEEN = 0.98;

/**
 * A box's rows in their 16rem scroll, with a cue when some are below it:
 * 'and 3 more', which scrolls the list on. The rows out of view are
 * counted as they scroll (IntersectionObserver), so the cue always says
 * how many are left.
 */
function ScrollingRows({ area, children }: { area: string; children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  const [below, setBelow] = useState(0);
  const t = useT();

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const rows = Array.from(root.children);
    const seen = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // Seen: all of it but a pixel or so.
          if (entry.intersectionRatio >= SEEN) seen.add(entry.target);
          else seen.delete(entry.target);
        }
        let lastSeen = -1;
        rows.forEach((row, i) => {
          if (seen.has(row)) lastSeen = i;
        });
        setBelow(lastSeen < 0 ? 0 : rows.length - 1 - lastSeen);
      },
      { root, threshold: [0, SEEN] },
    );
    rows.forEach((row) => observer.observe(row));
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <ul ref={list} className="max-h-64 divide-y divide-slate-100 overflow-y-auto">
        {children}
      </ul>
      {below > 0 && (
        <button
          type="button"
          onClick={() => {
            const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
            list.current?.scrollBy({ top: list.current.clientHeight * 0.8, behavior: still ? 'instant' : 'smooth' });
          }}
          className="min-h-11 border-t border-slate-100 px-5 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('area-more', { count: below })}
          <span className="sr-only"> {t('area-more-hint', { count: below, area })}</span>
          <span aria-hidden="true"> ↓</span>
        </button>
      )}
    </>
  );
}

import { useMemo } from 'react';
import { CardGrid } from '@/components/lists/CardGrid';
import { ClearFilters, ListSummary, ResultCount } from '@/components/lists/filters';
import { ChoiceToggle } from '@/components/ui/choice-toggle';
import { CompactItem, LayoutToggle, useListLayout } from '@/components/items/CompactItem';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { useNotOnDevice } from '@/components/items/NotOnDevice';
import { PageHeading } from '@/components/ui/PageHeading';
import { ShowMore } from '@/components/lists/ShowMore';
import { AreaView } from '@/features/restaurants/components/AreaView';
import { DINING_FILTERS, DiningFilters } from '@/features/restaurants/components/DiningFilters';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { cuisineLabel, filterRestaurants, itemPath, ratingOutOf10, restaurantChoices, savedFromRestaurant, travelLabel, type Restaurant, type RestaurantChoices, type RestaurantQuery, type RestaurantSort } from '@/lib/core';
import { NearMe, nearMeAction } from '@/components/lists/NearMe';
import { useNearMe } from '@/lib/near-me';
import { useOnline } from '@/lib/connection';
import { useAreas, useSite } from '@/lib/site';
import { imagePriority } from '@/components/lists/priority-images';
import { useListShown } from '@/lib/list-shown';
import { useRememberList } from '@/lib/list-return';
import { useMinuteClock } from '@/lib/today';
import { useUrlParams } from '@/lib/url-params';
import { useT, useWords } from '@/lib/i18n';

type View = 'grid' | 'area';


const SKELETONS = 24;
/** What the filters offer before the list (and its cuisines and areas) arrives. */
const NO_CHOICES: RestaurantChoices = { cuisines: [], areas: [] };
const SORTS: readonly string[] = ['rating', 'name'];

export function Dining() {
  useRememberList('/restaurants');
  const restaurants = useRestaurants();
  const online = useOnline();
  const site = useSite();
  const areas = useAreas();
  const t = useT();
  const words = useWords();
  const notOnDevice = useNotOnDevice();
  const views = useMemo(
    () =>
      [
        ['grid', t('view-grid'), ''],
        ['area', t('view-area'), 'area'],
      ] as const satisfies readonly (readonly [View, string, string])[],
    [t],
  );
  // The view and the filters live in the address (`?view=area&cuisine=…`).
  const viewParam = useUrlParams(['view']);
  const view: View = viewParam.values.view === 'area' ? 'area' : 'grid';
  const filters = useUrlParams(DINING_FILTERS, { filters: true });
  const [layout, setLayout] = useListLayout();
  const { values } = filters;
  const now = useMinuteClock(values.open === '1');
  const nearMe = useNearMe();
  const near = nearMe.near;
  const list = useMemo(() => restaurants.data ?? [], [restaurants.data]);

  // The filters wait for the area table and the city's time zone.
  const choices = useMemo(() => (site && areas ? restaurantChoices(list, areas) : null), [list, site, areas]);
  const shown = useMemo(() => {
    // Without the site's settings (its area table and time zone) nothing
    // can be filtered: the list shows as served, and the filters wait.
    if (!site || !areas) return list;
    const rating = Number.parseFloat(values.rating);
    const query: RestaurantQuery = {
      cuisine: values.cuisine || null,
      area: values.area || null,
      price: values.price || null,
      minRating: Number.isFinite(rating) ? rating : null,
      openNow: values.open === '1',
      sort: (SORTS.includes(values.sort) ? values.sort : 'listed') as RestaurantSort,
      near,
    };
    return Array.from(filterRestaurants(list, areas, query, now, site.timeZone), (i) => list[i]);
  }, [list, site, areas, values.cuisine, values.area, values.price, values.rating, values.open, values.sort, now, near]);
  // Near me: how far each card is, from the position on the device.
  const distance = (r: Restaurant) => (near ? travelLabel(near.from, r.latitude, r.longitude, words) : null);

  // The grid shows a screen at a time, as every list (core's size); Area
  // View shows every restaurant, by area.
  const { shown: count, more, moreHref } = useListShown();
  const visible = shown.slice(0, count);

  // A failed load shows the empty state, never an error (spec section 8);
  // offline, that the list is not on the device.
  const unsaved = restaurants.isError && !online;
  // Area View needs the site's settings; the grid does not wait for them.
  const loading = restaurants.isPending || (view === 'area' && (!site || !areas) && list.length > 0);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading>{t('page-dining-title')}</PageHeading>
        <ChoiceToggle legend={t('view-legend')} name="view" choices={views} value={view} onChange={(next) => viewParam.set({ view: next === 'grid' ? '' : next })} wide />
      </div>
      {/* While the list loads, the filters and the count line keep their
          places (empty), so that the first cards do not move when it comes. */}
      {(loading || (choices && list.length > 0)) && <DiningFilters filters={filters} choices={choices ?? NO_CHOICES} byDistance={near !== null} action={list.length > 0 ? nearMeAction(nearMe) : undefined} />}
      {list.length > 0 && <NearMe nearMe={nearMe} />}
      {!loading && list.length === 0 ? (
        <div className="py-20 text-center">
          <h2 className="text-xl font-semibold text-slate-900">{unsaved ? notOnDevice.title : t('dining-none')}</h2>
          <p className="mt-2 text-slate-600">{unsaved ? notOnDevice.text : t('check-back-later')}</p>
        </div>
      ) : !loading && shown.length === 0 ? (
        <div className="py-20 text-center">
          <ResultCount count={0} message="restaurants-count" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">{t('dining-none-match')}</h2>
          <p className="mt-2 text-slate-600">{t('remove-a-filter')}</p>
          <ClearFilters onClick={filters.clear} keep={['view', 'layout']} />
        </div>
      ) : (
        <>
          <ListSummary>
            <ResultCount count={loading ? null : shown.length} showing={view === 'grid' ? visible.length : undefined} message="restaurants-count" />
            {view === 'grid' && <LayoutToggle value={layout} onChange={setLayout} />}
          </ListSummary>
          {view === 'area' && site && areas && !loading ? (
            <AreaView restaurants={shown} site={site} areas={areas} here={nearMe.status === 'on' ? (near?.from ?? null) : null} />
          ) : (
            <section aria-labelledby="list-results" className="mt-8">
              <h2 id="list-results" className="sr-only">
                {t('dining-list')}
              </h2>
              <CardGrid loading={loading} skeletons={SKELETONS} compact={layout === 'compact'}>
                {layout === 'compact'
                  ? visible.map((r) => (
                      <CompactItem
                        key={r.id}
                        href={itemPath('restaurant', r.id, r.name)}
                        title={r.name}
                        image={r.image}
                        picture={r.picture}
                        meta={[distance(r), r.cuisine && cuisineLabel(r.cuisine, null, words), r.priceRange, ratingOutOf10(r.rating, words)].filter(Boolean).join(' · ')}
                        toggle={<FavoriteToggle compact kind="restaurant" id={r.id} name={r.name} toItem={() => savedFromRestaurant(r, words.lang)} />}
                      />
                    ))
                  : visible.map((r, i) => <RestaurantCard key={r.id} restaurant={r} priority={imagePriority(i)} distance={distance(r)} />)}
              </CardGrid>
              {!loading && <ShowMore more={{ shown: visible.length, total: shown.length, href: moreHref, onMore: more, label: t('dining-more') }} />}
            </section>
          )}
        </>
      )}
    </div>
  );
}

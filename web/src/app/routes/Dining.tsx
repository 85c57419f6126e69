import { useState } from 'react';
import { CardSkeletons } from '@/components/ui/CardSkeleton';
import { PageHeading } from '@/components/ui/PageHeading';
import { AreaView } from '@/features/restaurants/components/AreaView';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { useSite } from '@/lib/site';
import { PRIORITY_IMAGES } from '@/components/ui/ListPage';
import { useRememberList } from '@/lib/list-return';

type View = 'grid' | 'area';

const VIEWS: { value: View; label: string }[] = [
  { value: 'grid', label: 'Grid View' },
  { value: 'area', label: 'Area View' },
];

const SKELETONS = 24;

export function Dining() {
  useRememberList('/restaurants');
  const restaurants = useRestaurants();
  const site = useSite();
  const [view, setView] = useState<View>('grid');
  const list = restaurants.data ?? [];
  // A failed load shows the empty state, never an error (spec section 8).
  const loading = restaurants.isPending || (view === 'area' && !site && list.length > 0);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading>Dining</PageHeading>
        <fieldset className="inline-flex rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-200">
          <legend className="sr-only">Restaurant view</legend>
          {VIEWS.map((v) => (
            <button
              key={v.value}
              type="button"
              aria-pressed={view === v.value}
              onClick={() => setView(v.value)}
              className={`rounded-md px-4 py-2 text-sm font-semibold ${view === v.value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-brand-50'}`}
            >
              {v.label}
            </button>
          ))}
        </fieldset>
      </div>
      {loading ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <CardSkeletons count={SKELETONS} />
        </div>
      ) : list.length === 0 ? (
        <div className="py-20 text-center">
          <h2 className="text-xl font-semibold text-slate-900">No restaurants found</h2>
          <p className="mt-2 text-slate-600">Please check back later.</p>
        </div>
      ) : view === 'area' && site ? (
        <AreaView restaurants={list} site={site} />
      ) : (
        <section aria-labelledby="list-results" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <h2 id="list-results" className="sr-only">
            Restaurants
          </h2>
          {list.map((r, i) => <RestaurantCard key={r.id} restaurant={r} priority={i < PRIORITY_IMAGES} />)}
        </section>
      )}
    </div>
  );
}

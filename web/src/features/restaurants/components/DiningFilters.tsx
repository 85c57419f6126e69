import { useId } from 'react';
import { FilterBar, FilterSelect, filterLabelClass } from '@/components/lists/filters';
import type { RestaurantChoices } from '@/lib/core';
import type { UrlParams } from '@/lib/url-params';

/** The address's keys for Dining's filters. */
export const DINING_FILTERS = ['cuisine', 'area', 'price', 'rating', 'open', 'sort'] as const;
export type DiningFilterKey = (typeof DINING_FILTERS)[number];

const PRICES = (['$', '$$', '$$$', '$$$$'] as const).map((p) => [p, p] as const);
const RATINGS = (['7', '8', '8.5', '9'] as const).map((r) => [r, `${r}+ / 10`] as const);
const SORTS = [
  ['rating', 'Highest rated'],
  ['name', 'Name (A–Z)'],
] as const;

/** Dining's filter bar. The choices come from core (the cuisines and Area
 * View boxes the list has); the matching is core's too. */
export function DiningFilters({ filters, choices }: { filters: UrlParams<DiningFilterKey>; choices: RestaurantChoices }) {
  const id = useId();
  const { values, set } = filters;
  return (
    <FilterBar columns="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6" active={(['cuisine', 'area', 'price', 'rating', 'open'] as const).filter((key) => values[key] !== '').length} keep={['view', 'layout']}>
      <FilterSelect name="cuisine" label="Cuisine" anyLabel="All Cuisines" options={choices.cuisines.map((c) => [c, c] as const)} value={values.cuisine} onChange={(cuisine) => set({ cuisine })} />
      <FilterSelect name="area" label="Area" anyLabel="All Areas" options={choices.areas.map((a) => [a, a] as const)} value={values.area} onChange={(area) => set({ area })} />
      <FilterSelect name="price" label="Price" anyLabel="Any Price" options={PRICES} value={values.price} onChange={(price) => set({ price })} />
      <FilterSelect name="rating" label="Rating" anyLabel="Any Rating" options={RATINGS} value={values.rating} onChange={(rating) => set({ rating })} />
      <FilterSelect name="sort" label="Sort by" anyLabel="Guide order" options={SORTS} value={values.sort} onChange={(sort) => set({ sort })} />
      <div>
        <span aria-hidden="true" className={`${filterLabelClass} invisible`}>
          Hours
        </span>
        <label htmlFor={`${id}-open`} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-900">
          <input id={`${id}-open`} name="open" value="1" type="checkbox" className="size-4 accent-brand-600" checked={values.open === '1'} onChange={(e) => set({ open: e.target.checked ? '1' : '' })} />
          Open now
        </label>
      </div>
    </FilterBar>
  );
}

import { useId, useMemo } from 'react';
import { FilterBar, FilterSelect, filterLabelClass, type FilterBarAction } from '@/components/lists/filters';
import { cuisineLabel, ratingOutOf10, type RestaurantChoices } from '@/lib/core';
import type { UrlParams } from '@/lib/url-params';
import { useT, useWords } from '@/lib/i18n';

/** The address's keys for Dining's filters. */
export const DINING_FILTERS = ['cuisine', 'area', 'price', 'rating', 'open', 'sort'] as const;
export type DiningFilterKey = (typeof DINING_FILTERS)[number];

const PRICES = (['$', '$$', '$$$', '$$$$'] as const).map((p) => [p, p] as const);
const RATINGS = ['7', '8', '8.5', '9'] as const;

/** Dining's filter bar. The choices come from core (the cuisines and Area
 * View boxes the list has); the matching is core's too. While Near me
 * orders the list by distance (`byDistance`), 'Sort by' has nothing to say
 * and is left out; its choice stays in the address for afterwards. */
export function DiningFilters({ filters, choices, action, byDistance = false }: { filters: UrlParams<DiningFilterKey>; choices: RestaurantChoices; action?: FilterBarAction; byDistance?: boolean }) {
  const id = useId();
  const t = useT();
  const words = useWords();
  const { values, set } = filters;
  const [ratings, sorts] = useMemo(
    () => [
      RATINGS.map((r) => [r, t('rating-at-least', { rating: ratingOutOf10(Number(r), words) })] as const),
      [
        ['rating', t('sort-rating')],
        ['name', t('sort-name')],
      ] as const,
    ],
    [t, words],
  );
  const cuisines = useMemo(() => choices.cuisines.map((c) => [c, cuisineLabel(c, null, words)] as const), [choices.cuisines, words]);
  return (
    <FilterBar columns="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6" active={(['cuisine', 'area', 'price', 'rating', 'open'] as const).filter((key) => values[key] !== '').length} keep={['view', 'layout']} action={action}>
      <FilterSelect name="cuisine" label={t('fact-cuisine')} anyLabel={t('all-cuisines')} options={cuisines} value={values.cuisine} onChange={(cuisine) => set({ cuisine })} />
      <FilterSelect name="area" label={t('fact-area')} anyLabel={t('all-areas')} options={choices.areas.map((a) => [a, a] as const)} value={values.area} onChange={(area) => set({ area })} />
      <FilterSelect name="price" label={t('fact-price')} anyLabel={t('any-price')} options={PRICES} value={values.price} onChange={(price) => set({ price })} />
      <FilterSelect name="rating" label={t('fact-rating')} anyLabel={t('any-rating')} options={ratings} value={values.rating} onChange={(rating) => set({ rating })} />
      {!byDistance && <FilterSelect name="sort" label={t('sort-by')} anyLabel={t('sort-guide')} options={sorts} value={values.sort} onChange={(sort) => set({ sort })} />}
      <div>
        <span aria-hidden="true" className={`${filterLabelClass} invisible`}>
          {t('fact-hours')}
        </span>
        <label htmlFor={`${id}-open`} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-900">
          <input id={`${id}-open`} name="open" value="1" type="checkbox" className="size-4 accent-brand-600" checked={values.open === '1'} onChange={(e) => set({ open: e.target.checked ? '1' : '' })} />
          {t('open-now')}
        </label>
      </div>
    </FilterBar>
  );
}

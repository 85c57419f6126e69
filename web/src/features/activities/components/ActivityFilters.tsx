import { FilterBar, FilterSelect, type FilterBarAction } from '@/components/lists/filters';
import type { UrlParams } from '@/lib/url-params';
import { useT } from '@/lib/i18n';

/** The address's keys for Activities' filters. */
export const ACTIVITY_FILTERS = ['type', 'cost'] as const;
export type ActivityFilterKey = (typeof ACTIVITY_FILTERS)[number];


/** Activities' filter bar: the spec's activity types the list has (from
 * core), and free or paid as core reads the price. */
export function ActivityFilters({ filters, types, action }: { filters: UrlParams<ActivityFilterKey>; types: readonly (readonly [string, string])[]; action?: FilterBarAction }) {
  const { values, set } = filters;
  const t = useT();
  const costs = [
    ['free', t('cost-free')],
    ['paid', t('cost-paid')],
  ] as const;
  return (
    <FilterBar columns="sm:grid-cols-2 lg:grid-cols-4" active={ACTIVITY_FILTERS.filter((key) => values[key] !== '').length} keep={['layout']} action={action}>
      <FilterSelect name="type" label={t('activities-type')} anyLabel={t('activities-all-types')} options={types} value={values.type} onChange={(type) => set({ type })} />
      <FilterSelect name="cost" label={t('fact-price')} anyLabel={t('cost-any')} options={costs} value={values.cost} onChange={(cost) => set({ cost })} />
    </FilterBar>
  );
}

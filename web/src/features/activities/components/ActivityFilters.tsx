import { FilterBar, FilterSelect, type FilterBarAction } from '@/components/lists/filters';
import type { UrlParams } from '@/lib/url-params';
import { useT } from '@/lib/i18n';

/** The address's keys for Activities' filters. */
export const ACTIVITY_FILTERS = ['type', 'cost', 'for'] as const;
export type ActivityFilterKey = (typeof ACTIVITY_FILTERS)[number];


/** Activities' filter bar: the spec's activity types the list has (from
 * core), free or paid as core reads the price, and the facts staff set
 * that the list has ('Good for kids', 'Step-free entrance'). */
export function ActivityFilters({
  filters,
  types,
  facts,
  action,
}: {
  filters: UrlParams<ActivityFilterKey>;
  types: readonly (readonly [string, string])[];
  facts: readonly (readonly [string, string])[];
  action?: FilterBarAction;
}) {
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
      {facts.length > 0 && (
        <FilterSelect name="for" label={t('activities-features')} anyLabel={t('activities-features-any')} options={facts} value={values.for} onChange={(value) => set({ for: value })} />
      )}
    </FilterBar>
  );
}

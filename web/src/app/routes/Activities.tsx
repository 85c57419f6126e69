import { useMemo } from 'react';
import { ClearFilters, ResultCount } from '@/components/ui/filters';
import { ListPage, PRIORITY_IMAGES } from '@/components/ui/ListPage';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { ACTIVITY_FILTERS, ActivityFilters } from '@/features/activities/components/ActivityFilters';
import { useActivities } from '@/features/activities/api/get-activities';
import { activityTypeChoices, filterActivities } from '@/lib/core';
import { useRememberList } from '@/lib/list-return';
import { useUrlParams } from '@/lib/url-params';

export function Activities() {
  useRememberList('/activities');
  const activities = useActivities();
  const filters = useUrlParams(ACTIVITY_FILTERS);
  const { type, cost } = filters.values;
  const list = useMemo(() => activities.data ?? [], [activities.data]);
  const types = useMemo(() => activityTypeChoices(list), [list]);
  const shown = useMemo(
    () => Array.from(filterActivities(list, { activityType: type || null, cost: cost || null }), (i) => list[i]),
    [list, type, cost],
  );
  const empty =
    list.length === 0
      ? { title: 'No activities found', text: 'Please check back later.' }
      : shown.length === 0
        ? { title: 'No activities match these filters', text: 'Try removing a filter.', action: <ClearFilters onClick={filters.clear} /> }
        : null;
  return (
    <ListPage
      title="Activities"
      loading={activities.isPending}
      skeletons={9}
      toolbar={list.length > 0 && <ActivityFilters filters={filters} types={types} />}
      count={list.length > 0 && <ResultCount count={shown.length} one="activity" many="activities" />}
      empty={empty}
    >
      {shown.map((a, i) => <ActivityCard key={a.id} activity={a} priority={i < PRIORITY_IMAGES} />)}
    </ListPage>
  );
}

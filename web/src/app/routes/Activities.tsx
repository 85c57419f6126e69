import { useMemo } from 'react';
import { ClearFilters, ListSummary, ResultCount } from '@/components/lists/filters';
import { CompactItem, LayoutToggle, useListLayout } from '@/components/items/CompactItem';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { ListPage } from '@/components/lists/ListPage';
import { useNotOnDevice } from '@/components/items/NotOnDevice';
import { imagePriority } from '@/components/lists/priority-images';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { ACTIVITY_FILTERS, ActivityFilters } from '@/features/activities/components/ActivityFilters';
import { useActivities } from '@/features/activities/api/get-activities';
import { activityFactChoices, activityTypeChoices, filterActivities, itemPath, priceLabel, savedFromActivity, travelLabel, type Activity } from '@/lib/core';
import { NearMe, nearMeAction } from '@/components/lists/NearMe';
import { useNearMe } from '@/lib/near-me';
import { useOnline } from '@/lib/connection';
import { useListShown } from '@/lib/list-shown';
import { useRememberList } from '@/lib/list-return';
import { useUrlParams } from '@/lib/url-params';
import { useT, useWords } from '@/lib/i18n';

export function Activities() {
  useRememberList('/activities');
  const activities = useActivities();
  const online = useOnline();
  const t = useT();
  const words = useWords();
  const notOnDevice = useNotOnDevice();
  const filters = useUrlParams(ACTIVITY_FILTERS, { filters: true });
  const [layout, setLayout] = useListLayout();
  const { type, cost, for: fact } = filters.values;
  const list = useMemo(() => activities.data ?? [], [activities.data]);
  const types = useMemo(() => activityTypeChoices(list, words), [list, words]);
  const facts = useMemo(() => activityFactChoices(list, words), [list, words]);
  const nearMe = useNearMe();
  const near = nearMe.near;
  const shown = useMemo(
    () => Array.from(filterActivities(list, { activityType: type || null, cost: cost || null, fact: fact || null, near }), (i) => list[i]),
    [list, type, cost, fact, near],
  );
  // Near me: how far each card is, from the position on the device.
  const distance = (a: Activity) => (near ? travelLabel(near.from, a.latitude, a.longitude, words) : null);
  // A screen at a time, as every list (core's size).
  const { shown: count, more, moreHref } = useListShown();
  const visible = shown.slice(0, count);
  const empty =
    activities.isError && !online
      ? notOnDevice
      : list.length === 0
      ? { title: t('activities-none'), text: t('check-back-later') }
      : shown.length === 0
        ? { title: t('activities-none-match'), text: t('remove-a-filter'), action: <ClearFilters onClick={filters.clear} keep={['layout']} /> }
        : null;
  return (
    <ListPage
      title={t('page-activities-title')}
      loading={activities.isPending}
      skeletons={9}
      toolbar={
        list.length > 0 && (
          <>
            <ActivityFilters filters={filters} types={types} facts={facts} action={nearMeAction(nearMe)} />
            <NearMe nearMe={nearMe} />
          </>
        )
      }
      count={
        list.length > 0 && (
          <ListSummary>
            <ResultCount count={shown.length} showing={visible.length} message="activities-count" />
            <LayoutToggle value={layout} onChange={setLayout} />
          </ListSummary>
        )
      }
      compact={layout === 'compact'}
      empty={empty}
      more={{ shown: visible.length, total: shown.length, href: moreHref, onMore: more, label: t('activities-more') }}
    >
      {layout === 'compact'
        ? visible.map((a) => (
            <CompactItem
              key={a.id}
              href={itemPath('activity', a.id, a.name)}
              title={a.name}
              image={a.image}
              picture={a.picture}
              meta={[distance(a), types.find(([value]) => value === a.activityType)?.[1], a.price && priceLabel(a.price, words)].filter(Boolean).join(' · ')}
              toggle={<FavoriteToggle compact kind="activity" id={a.id} name={a.name} toItem={() => savedFromActivity(a, words.lang)} />}
            />
          ))
        : visible.map((a, i) => <ActivityCard key={a.id} activity={a} priority={imagePriority(i)} distance={distance(a)} />)}
    </ListPage>
  );
}

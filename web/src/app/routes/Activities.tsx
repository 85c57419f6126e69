import { ListPage } from '@/components/ui/ListPage';
import { ActivityCard } from '@/features/activities/components/ActivityCard';
import { useActivities } from '@/features/activities/api/get-activities';
import { PRIORITY_IMAGES } from '@/components/ui/ListPage';
import { useRememberList } from '@/lib/list-return';

export function Activities() {
  useRememberList('/activities');
  const activities = useActivities();
  const list = activities.data ?? [];
  return (
    <ListPage
      title="Activities"
      loading={activities.isPending}
      skeletons={9}
      empty={list.length === 0 ? { title: 'No activities found', text: 'Please check back later.' } : null}
    >
      {list.map((a, i) => <ActivityCard key={a.id} activity={a} priority={i < PRIORITY_IMAGES} />)}
    </ListPage>
  );
}

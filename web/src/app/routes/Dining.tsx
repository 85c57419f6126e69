import { ListPage } from '@/components/ui/ListPage';
import { RestaurantCard } from '@/features/restaurants/components/RestaurantCard';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';

export function Dining() {
  const restaurants = useRestaurants();
  const list = restaurants.data ?? [];
  return (
    <ListPage
      title="Dining"
      loading={restaurants.isPending}
      skeletons={24}
      empty={list.length === 0 ? { title: 'No restaurants found', text: 'Please check back later.' } : null}
    >
      {list.map((r) => <RestaurantCard key={r.id} restaurant={r} />)}
    </ListPage>
  );
}

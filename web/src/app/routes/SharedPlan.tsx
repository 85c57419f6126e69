import { useMemo, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/PageHeading';
import { useToast } from '@/components/ui/toast';
import { useActivities } from '@/features/activities/api/get-activities';
import { useEvents } from '@/features/events/api/get-events';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { sharedPlan, type SharedPlan as Plan } from '@/lib/core';
import { favorites } from '@/lib/favorites';
import { PlanByDay } from './PlanByDay';
import { Busy } from '@/components/ui/Busy';

// The plan is in the address's fragment, which changes without a route change.
function subscribeHash(listener: () => void) {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

/** `/plan-visit/shared#e12.a3.r9`: a plan someone shared (see SharePlan),
 * read from the guide's lists by core, with 'Add all to My Favorites'. */
export function SharedPlan() {
  const hash = useSyncExternalStore(subscribeHash, () => location.hash, () => '');
  const events = useEvents();
  const activities = useActivities();
  const restaurants = useRestaurants();
  const toast = useToast();
  const lists = [events, activities, restaurants];
  const loading = lists.some((list) => list.isPending);

  const plan = useMemo((): Plan | string | null => {
    if (loading) return null;
    try {
      return sharedPlan(hash, events.data ?? [], activities.data ?? [], restaurants.data ?? []);
    } catch (error) {
      return error instanceof Error ? error.message : 'This link is not a plan from the guide.';
    }
  }, [hash, loading, events.data, activities.data, restaurants.data]);

  const addAll = (items: Plan['items']) => {
    const added = favorites.addAll(items);
    toast(
      added > 0
        ? { title: 'Added to plan!', description: `${added} ${added === 1 ? 'item has' : 'items have'} been added to your plan.` }
        : { title: 'Already in your plan', description: 'Every item of this plan is in My Favorites.' },
    );
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading>Shared Plan</PageHeading>
      {plan === null ? (
        <Busy as="p" className="mt-4 text-slate-700">
          Loading the plan…
        </Busy>
      ) : typeof plan === 'string' ? (
        <div className="mt-4">
          <p className="text-slate-700">{plan}</p>
          <Link to="/plan-visit" className={button({ intent: 'secondary', className: 'mt-4' })}>
            Go to My Favorites
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            Someone shared {plan.items.length} {plan.items.length === 1 ? 'item' : 'items'} from the guide with you.
            {plan.missing > 0 && ` ${plan.missing} more ${plan.missing === 1 ? 'is' : 'are'} no longer in the guide.`}
          </p>
          {plan.items.length > 0 && (
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" onClick={() => addAll(plan.items)} className={button()}>
                Add all to My Favorites
              </button>
              <Link to="/plan-visit" className={button({ intent: 'secondary' })}>
                Go to My Favorites
              </Link>
            </div>
          )}
          <section aria-labelledby="shared-items" className="mt-10">
            <h2 id="shared-items" className="font-display text-2xl font-bold text-slate-900">
              In this plan ({plan.items.length})
            </h2>
            <PlanByDay items={plan.items} shared />
          </section>
        </>
      )}
    </div>
  );
}

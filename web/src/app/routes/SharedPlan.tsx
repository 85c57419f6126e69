import { useMemo, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/PageHeading';
import { useToast } from '@/components/ui/toast';
import { useActivities } from '@/features/activities/api/get-activities';
import { useEvents } from '@/features/events/api/get-events';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { formatCount, sharedPlan, tripIsBlank, type SharedPlan as Plan } from '@/lib/core';
import { favorites } from '@/lib/favorites';
import { tripStore } from '@/lib/trip';
import { SharedDays } from '@/features/plan-visit/components/trip/SharedDays';
import { PlanByDay } from './PlanByDay';
import { Busy } from '@/components/ui/Busy';
import { useHydrating } from '@/lib/hydration';
import { useLang, useT, useWords } from '@/lib/i18n';

// The plan is in the address's fragment, which changes without a route change.
function subscribeHash(listener: () => void) {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

/** `/plan-visit/shared#e12.a3.r9`: a plan someone shared (see SharePlan),
 * read from the guide's lists by core, with 'Add all to My Favorites'. */
export function SharedPlan() {
  const hash = useSyncExternalStore(subscribeHash, () => location.hash, () => '');
  // The server never sees the fragment: it renders the plan loading, and
  // the lists are read on the device, once there is a plan to read them for
  // (the whole lists in the page would be megabytes of a large guide).
  const hydrating = useHydrating();
  const wanted = !hydrating && hash !== '';
  const events = useEvents(wanted);
  const activities = useActivities(wanted);
  const restaurants = useRestaurants(wanted);
  const toast = useToast();
  const words = useWords();
  const t = useT();
  const lang = useLang();
  const lists = [events, activities, restaurants];
  const guide = useMemo(() => ({ events: events.data ?? [], activities: activities.data ?? [], restaurants: restaurants.data ?? [] }), [events.data, activities.data, restaurants.data]);
  const loading = hydrating || (wanted && lists.some((list) => list.isPending));

  const plan = useMemo((): Plan | string | null => {
    if (loading) return null;
    try {
      return sharedPlan(hash, events.data ?? [], activities.data ?? [], restaurants.data ?? [], words);
    } catch (error) {
      // Core's sentence for a fragment it did not write.
      return error instanceof Error ? error.message : t('share-not-a-plan');
    }
  }, [hash, loading, events.data, activities.data, restaurants.data, words, t]);

  const addAll = ({ items, trip }: Plan) => {
    const added = favorites.addAll(items);
    // Its days too, where this device has not decided them.
    tripStore.adopt(trip);
    toast(
      added > 0
        ? { title: t('favorite-added-title'), description: t('shared-added', { count: added, shown: formatCount(added, lang) }) }
        : { title: t('shared-already'), description: t('shared-already-text') },
    );
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading>{t('page-shared-plan-title')}</PageHeading>
      {plan === null ? (
        <Busy as="p" className="mt-4 text-slate-700">
          {t('shared-loading')}
        </Busy>
      ) : typeof plan === 'string' ? (
        <div className="mt-4">
          <p className="text-slate-700">{plan}</p>
          <Link to="/plan-visit" className={button({ intent: 'secondary', className: 'mt-4' })}>
            {t('shared-go')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            {t('shared-text', { count: plan.items.length, shown: formatCount(plan.items.length, lang) })}
            {plan.missing > 0 && ` ${t('shared-missing', { count: plan.missing, shown: formatCount(plan.missing, lang) })}`}
          </p>
          {plan.items.length > 0 && (
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" onClick={() => addAll(plan)} className={button()}>
                {t('shared-add-all')}
              </button>
              <Link to="/plan-visit" className={button({ intent: 'secondary' })}>
                {t('shared-go')}
              </Link>
            </div>
          )}
          <section aria-labelledby="shared-items" className="mt-10">
            <h2 id="shared-items" className="font-display text-2xl font-bold text-slate-900">
              {t('shared-in-plan', { count: plan.items.length })}
            </h2>
            {!tripIsBlank(plan.trip) ? (
              <SharedDays items={plan.items} trip={plan.trip} guide={guide} />
            ) : (
              <PlanByDay items={plan.items} shared />
            )}
          </section>
        </>
      )}
    </div>
  );
}

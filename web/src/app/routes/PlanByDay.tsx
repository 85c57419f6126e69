import { useMemo } from 'react';
import { useEvents } from '@/features/events/api/get-events';
import { itinerary, type SavedItem } from '@/lib/core';
import { useCityToday } from '@/lib/today';
import { useT, useWords } from '@/lib/i18n';
import { SavedItemCard } from '@/features/plan-visit/components/SavedItemCard';

const listClass = 'mt-3 grid gap-4';

/**
 * 'Selected Items' by day (core's itinerary): each saved event under the
 * day it takes place, dated from the guide's current list, a festival with
 * its whole run; then the places, which have no date. Until the list and
 * the city's date are known, the items show as saved. `shared`: someone
 * else's plan (see SavedItemCard).
 */
export function PlanByDay({ items, shared = false }: { items: SavedItem[]; shared?: boolean }) {
  const events = useEvents();
  const today = useCityToday();
  const t = useT();
  const words = useWords();
  const plan = useMemo(() => (today && events.data ? itinerary(items, events.data, today, words) : null), [items, events.data, today, words]);

  if (!plan) {
    return (
      <ul className={listClass}>
        {items.map((item) => (
          <SavedItemCard key={`${item.type}-${item.id}`} item={item} shared={shared} />
        ))}
      </ul>
    );
  }
  return (
    <div className="mt-2">
      {plan.days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="mt-6 break-inside-avoid" data-testid="plan-day">
          <h3 id={`day-${day.date}`} className="text-lg font-semibold text-brand-900">
            {day.heading}
          </h3>
          <ul className={listClass}>
            {day.items.map(({ position, dates, badge }) => {
              const item = items[position];
              return <SavedItemCard key={`${item.type}-${item.id}`} item={item} dates={dates} badge={badge} level={4} shared={shared} />;
            })}
          </ul>
        </section>
      ))}
      {plan.undated.length > 0 && (
        <section aria-labelledby="day-any" className="mt-6" data-testid="plan-day">
          <h3 id="day-any" className="text-lg font-semibold text-brand-900">
            {t('plan-any-day')}
          </h3>
          <ul className={listClass}>
            {plan.undated.map((position) => {
              const item = items[position];
              return <SavedItemCard key={`${item.type}-${item.id}`} item={item} level={4} shared={shared} />;
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

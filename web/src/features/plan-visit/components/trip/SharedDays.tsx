import { useMemo } from 'react';
import type { Guide, SavedItem, Trip } from '@/lib/core';
import { useT, useWords } from '@/lib/i18n';
import { savedOfLists, usePlanner } from '@/lib/trip-planner';
import { useCityToday } from '@/lib/today';
import { StopFacts, StopLeg } from './StopFacts';

/** A shared plan on the days its link carries, planned on this device as
 * the sender's was: each day's stops in order with the way between them,
 * then what was not placed. */
export function SharedDays({ items, trip, guide }: { items: SavedItem[]; trip: Trip; guide: Guide }) {
  const t = useT();
  const words = useWords();
  const today = useCityToday();
  const planner = usePlanner();
  const view = useMemo(() => (today && planner ? planner.planTrip(items, trip, savedOfLists(items, guide), today, words) : null), [planner, items, trip, guide, today, words]);
  if (!view) return null;
  return (
    <div className="mt-4 grid gap-6">
      {view.days.map((day) => (
        <section key={day.date} aria-labelledby={`shared-${day.date}`} data-testid="trip-day" data-date={day.date} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <h3 id={`shared-${day.date}`} className="text-lg font-semibold text-brand-900">
            {day.heading}
          </h3>
          {day.visits.length > 0 ? <p className="text-sm text-slate-600">{day.summary}</p> : <p className="mt-2 text-sm text-slate-600">{t('trip-day-empty')}</p>}
          {day.visits.length > 0 && (
            <ol className="mt-3 grid gap-2">
              {day.visits.map((visit, index) => (
                <li key={`${visit.key.type}-${visit.key.id}`} data-testid="trip-stop">
                  {visit.leg && <StopLeg leg={visit.leg} />}
                  <div className="flex items-start gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
                    <StopFacts visit={visit} number={index + 1} level={4} />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      {view.notPlaced.length > 0 && (
        <section aria-labelledby="shared-not-placed" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h3 id="shared-not-placed" className="text-lg font-semibold text-slate-900">
            {t('trip-not-placed')}
          </h3>
          <ul className="mt-2 list-disc pl-5 text-slate-800">
            {view.notPlaced.map((item) => (
              <li key={`${item.key.type}-${item.key.id}`}>{item.name}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

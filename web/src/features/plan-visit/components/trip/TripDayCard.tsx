import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { lazy, memo, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { button } from '@/components/ui/button';
import { type Collection, type HourChoice, type StopKey, type TripDay, type TripVisit } from '@/lib/core';
import { useT } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { tripStore } from '@/lib/trip';
import { dayId, stopId } from './drag';
import { DragHandle } from './DragHandle';
import { StopFacts, StopLeg } from './StopFacts';
import { HourMenu, MoveMenu, NOT_PLACED } from './MoveMenu';

// Leaflet and its tiles load only when a day's map is asked for.
const DayMap = lazy(() => import('./DayMap').then((m) => ({ default: m.DayMap })));

// The collection a rainy day offers (core's route table names it).
const RAINY_DAY = `/collections/${'rainy-day' satisfies Collection}`;

/** Said to the screen reader after a change the eye sees move. */
export type Announce = (text: string) => void;

/** One day of the trip: its stops in order (the planner's, or the
 * visitor's own), the way between them, and what goes wrong with a way to
 * fix it. */
export function TripDayCard({ day, hours, announce }: { day: TripDay; hours: HourChoice[]; announce: Announce }) {
  // What a drag changes of the day: whether a stop is over it. The rest
  // is memoized, and a drag re-renders only its stops' frames.
  const { setNodeRef, isOver } = useDroppable({ id: dayId(day.date) });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`trip-${day.date}`}
      data-testid="trip-day"
      data-date={day.date}
      className={`rounded-xl p-4 ring-1 ${isOver ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-slate-50 ring-slate-200'}`}
    >
      <DayContent day={day} hours={hours} announce={announce} />
    </section>
  );
}

const DayContent = memo(function DayContent({ day, hours, announce }: { day: TripDay; hours: HourChoice[]; announce: Announce }) {
  const t = useT();
  const keys = useMemo(() => day.visits.map((visit) => visit.key), [day.visits]);
  const ids = useMemo(() => keys.map(stopId), [keys]);
  const site = useSite();
  const [mapShown, setMapShown] = useState(false);
  // Moving a stop earlier or later keeps the day in the visitor's order.
  // (One function for the day's stops: their memoized parts keep it.)
  const swap = useCallback(
    (index: number, by: -1 | 1) => {
      const order = [...keys];
      [order[index], order[index + by]] = [order[index + by], order[index]];
      tripStore.keepOrder(day.date, order);
      announce(t('trip-now-stop', { name: day.visits[index].name, position: String(index + by + 1) }));
    },
    [keys, day.date, day.visits, announce, t],
  );
  return (
    <>
      <h2 id={`trip-${day.date}`} className="text-lg font-semibold text-brand-900">
        {day.heading}
      </h2>
      {day.visits.length > 0 ? <p className="text-sm text-slate-600">{day.summary}</p> : <p className="mt-2 text-sm text-slate-600">{t('trip-day-empty')}</p>}
      {day.forecast && (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800" data-testid="trip-forecast">
          <span>
            <span className="font-semibold">{t('trip-forecast')}</span> {day.forecast}
          </span>
          {day.rainy && (
            <Link to={RAINY_DAY} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t('trip-rainy-ideas')}
            </Link>
          )}
        </p>
      )}
      {day.ownOrder && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200" role={day.better ? 'status' : undefined}>
          <span className="text-slate-800">{day.better ?? t('trip-own-order')}</span>
          <button type="button" className={button({ intent: day.better ? 'primary' : 'quiet', size: 'sm' })} onClick={() => tripStore.suggestedOrder(day.date)}>
            {t('trip-use-suggested')}
          </button>
        </div>
      )}
      {day.visits.length > 0 && (
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="mt-3 grid gap-2">
            {day.visits.map((visit, index) => (
              <Stop
                key={`${visit.key.type}-${visit.key.id}`}
                date={day.date}
                visit={visit}
                index={index}
                last={index === day.visits.length - 1}
                hours={hours}
                announce={announce}
                swap={swap}
              />
            ))}
          </ol>
        </SortableContext>
      )}
      {day.visits.length > 0 && site && (
        <div className="mt-3">
          <button type="button" className={button({ intent: 'quiet', size: 'sm' })} aria-expanded={mapShown} onClick={() => setMapShown((shown) => !shown)}>
            {t(mapShown ? 'trip-map-hide' : 'trip-map-show')}
          </button>
          {mapShown && (
            <Suspense fallback={<div className="mt-3 h-72 animate-pulse rounded-xl bg-slate-100" />}>
              <DayMap day={day} tiles={site.mapTiles} />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
});

/** A stop of the day, its place in it, and what changes the day. */
type StopProps = {
  date: string;
  visit: TripVisit;
  index: number;
  last: boolean;
  hours: HourChoice[];
  announce: Announce;
  swap: (index: number, by: -1 | 1) => void;
};

/** A stop the day's list sorts: what a drag moves and re-renders (its
 * place, its handle). The rest is memoized, so that picking a stop up and
 * each move of it re-render only the stops' frames, not their contents. */
function Stop({
  date,
  visit,
  index,
  last,
  hours,
  announce,
  swap,
}: StopProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: stopId(visit.key) });
  return (
    <li
      ref={setNodeRef}
      data-testid="trip-stop"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80 shadow-lg' : undefined}
    >
      {visit.leg && <StopLeg leg={visit.leg} />}
      <div className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-start gap-3">
          <StopFacts visit={visit} number={index + 1} />
          <DragHandle name={visit.name} handle={setActivatorNodeRef} attributes={attributes} listeners={listeners} />
        </div>
        <StopChanges date={date} visit={visit} index={index} last={last} hours={hours} announce={announce} swap={swap} />
      </div>
    </li>
  );
}

/** A stop's conflicts with their fixes, and its changes (earlier, later,
 * another day, an hour), which open on asking: a day reads as its stops,
 * and a phone shows a day's stops in a screen or two rather than five. */
const StopChanges = memo(function StopChanges({
  date,
  visit,
  index,
  last,
  hours,
  announce,
  swap,
}: StopProps) {
  const t = useT();
  const isEvent = visit.key.type === 'event';
  const [changing, setChanging] = useState(false);
  const changesId = useId();
  const move = (key: StopKey, to: string) => {
    if (to === NOT_PLACED) {
      tripStore.unplace(key);
      announce(t('trip-now-not-placed', { name: visit.name }));
      return;
    }
    tripStore.place(key, to, isEvent ? null : visit.booked);
    announce(t('trip-moved', { name: visit.name, day: visit.moves.find((m) => m.date === to)?.label ?? to }));
  };
  return (
    <>
      {visit.conflicts.length > 0 && (
        <ul className="mt-2 grid gap-2">
          {visit.conflicts.map((conflict) => (
            <li key={conflict.text} className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
              <span>{conflict.text}</span>
              {conflict.fix && (
                <button type="button" className={button({ intent: 'secondary', size: 'sm', className: 'min-h-9' })} onClick={() => move(visit.key, conflict.fix!.date)}>
                  {conflict.fix.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex justify-end">
        <button
          type="button"
          className={button({ intent: 'quiet', size: 'sm' })}
          aria-expanded={changing}
          aria-controls={changesId}
          aria-label={t('trip-change-label', { name: visit.name })}
          onClick={() => setChanging(!changing)}
        >
          {t('trip-change')}
          <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" className={changing ? 'rotate-180' : ''}>
            <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
          </svg>
        </button>
      </div>
      {changing && (
        <div id={changesId} className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          <button type="button" className={button({ intent: 'quiet', size: 'sm' })} disabled={index === 0} onClick={() => swap(index, -1)} aria-label={t('trip-earlier-label', { name: visit.name })}>
            {t('trip-earlier')}
          </button>
          <button type="button" className={button({ intent: 'quiet', size: 'sm' })} disabled={last} onClick={() => swap(index, 1)} aria-label={t('trip-later-label', { name: visit.name })}>
            {t('trip-later')}
          </button>
          <MoveMenu name={visit.name} moves={visit.moves} offDays={!isEvent} onMove={(to) => move(visit.key, to)} />
          {!isEvent && <HourMenu name={visit.name} at={visit.booked} hours={hours} onChange={(at) => tripStore.place(visit.key, date, at)} />}
        </div>
      )}
    </>
  );
});

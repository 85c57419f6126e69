import { closestCenter, DndContext, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors, type CollisionDetection, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { HourChoice, MoveTo, StopKey, TripView } from '@/lib/core';
import { useT } from '@/lib/i18n';
import { tripStore } from '@/lib/trip';
import { NOT_PLACED_ID, stopId } from './drag';
import { NotPlacedList } from './NotPlacedList';
import { TripDayCard, type Announce } from './TripDayCard';


type Where = { date: string | null; key: StopKey; name: string; moves: MoveTo[]; event: boolean; booked: number | null };

/** The stops under the pointer win over the day they are in; with the
 * keyboard (no pointer), the nearest target. */
const collide: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  const stops = new Set(within.map((c) => c.id).filter((id) => !String(id).startsWith('day:') && id !== NOT_PLACED_ID));
  if (stops.size > 0) return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => stops.has(c.id)) });
  return within.length > 0 ? within : closestCenter(args);
};

/** How many of `total` days are shown: the first at once, then one more
 * a task, each its own render (a transition) and commit. A trip of many
 * full days would otherwise be built and laid out in one long task, which
 * a phone cannot answer a tap during. Never fewer once shown. */
function useShownDays(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((count) => count + 1)));
    return () => clearTimeout(next);
  }, [shown, total]);
  return shown;
}

/** The trip's days and 'Not placed yet', whose stops are dragged (by
 * their handle, with a mouse, a finger or the keyboard) within a day to
 * reorder it, to another day, or off the days. Every change is core's. */
export function TripBoard({ view, hours, announce }: { view: TripView; hours: HourChoice[]; announce: Announce }) {
  const t = useT();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const where = useMemo(() => {
    const map = new Map<string, Where>();
    for (const day of view.days) {
      for (const visit of day.visits) {
        map.set(stopId(visit.key), { date: day.date, key: visit.key, name: visit.name, moves: visit.moves, event: visit.key.type === 'event', booked: visit.booked });
      }
    }
    for (const item of view.notPlaced) map.set(stopId(item.key), { date: null, key: item.key, name: item.name, moves: item.moves, event: item.key.type === 'event', booked: null });
    return map;
  }, [view]);
  const nameOf = (id: string | number) => where.get(String(id))?.name ?? '';
  const shown = useShownDays(view.days.length);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = where.get(String(active.id));
    if (!from || !over) return;
    const target = String(over.id);
    const to = target === NOT_PLACED_ID ? null : target.startsWith('day:') ? target.slice(4) : where.has(target) ? where.get(target)!.date : undefined;
    if (to === undefined) return;
    if (to === null) {
      // An event stays on one of its nights.
      if (from.date === null || from.event) return;
      tripStore.unplace(from.key);
      announce(t('trip-now-not-placed', { name: from.name }));
      return;
    }
    if (to === from.date) {
      const day = view.days.find((d) => d.date === to);
      const ids = day?.visits.map((v) => stopId(v.key)) ?? [];
      const [oldIndex, newIndex] = [ids.indexOf(String(active.id)), ids.indexOf(target)];
      if (!day || newIndex < 0 || oldIndex === newIndex) return;
      tripStore.keepOrder(
        to,
        arrayMove(
          day.visits.map((v) => v.key),
          oldIndex,
          newIndex,
        ),
      );
      announce(t('trip-now-stop', { name: from.name, position: String(newIndex + 1) }));
      return;
    }
    const move = from.moves.find((m) => m.date === to);
    if (!move) return;
    tripStore.place(from.key, to, from.event ? null : from.booked);
    announce(t('trip-moved', { name: from.name, day: move.label }));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collide}
      onDragEnd={onDragEnd}
      // The page scrolls under a drag only at its very edges (a tenth of
      // the screen): a phone's screen is mostly drop targets.
      autoScroll={{ threshold: { x: 0, y: 0.1 } }}
      accessibility={{
        screenReaderInstructions: { draggable: t('trip-drag-help') },
        announcements: {
          onDragStart: ({ active }) => t('trip-drag-picked', { name: nameOf(active.id) }),
          onDragOver: () => undefined,
          onDragEnd: () => undefined,
          onDragCancel: ({ active }) => t('trip-drag-cancelled', { name: nameOf(active.id) }),
        },
      }}
    >
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="grid gap-6">
          {view.days.slice(0, shown).map((day) => (
            <TripDayCard key={day.date} day={day} hours={hours} announce={announce} />
          ))}
        </div>
        {/* Not sticky: the page scrolls under a drag (near its edges), and
            a drop target that stays put while it scrolls would be misplaced.
            Below the days on a phone: it comes once they are all there, so
            that none pushes it down. */}
        {shown >= view.days.length && <NotPlacedList items={view.notPlaced} announce={announce} />}
      </div>
    </DndContext>
  );
}

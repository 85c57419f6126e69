import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'wouter';
import { itemPath, type NotPlaced } from '@/lib/core';
import { useT } from '@/lib/i18n';
import { tripStore } from '@/lib/trip';
import { NOT_PLACED_ID, stopId } from './drag';
import { DragHandle } from './DragHandle';
import { MoveMenu } from './MoveMenu';
import type { Announce } from './TripDayCard';

/** What is saved but on no day of the trip, each with the days it can go to. */
export function NotPlacedList({ items, announce }: { items: NotPlaced[]; announce: Announce }) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: NOT_PLACED_ID });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby="trip-not-placed"
      data-testid="trip-not-placed"
      className={`rounded-xl bg-white p-4 ring-1 ${isOver ? 'ring-2 ring-brand-600' : 'ring-slate-200'}`}
    >
      <h2 id="trip-not-placed" className="text-lg font-semibold text-slate-900">
        {t('trip-not-placed')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('trip-all-placed')}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {items.map((item) => (
            <Waiting key={stopId(item.key)} item={item} announce={announce} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Waiting({ item, announce }: { item: NotPlaced; announce: Announce }) {
  const t = useT();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, isDragging } = useDraggable({ id: stopId(item.key) });
  return (
    <li
      ref={setNodeRef}
      data-testid="trip-waiting"
      style={{ transform: CSS.Translate.toString(transform) }}
      className={`grid gap-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Link href={itemPath(item.key.type, item.key.id, item.name)} className="font-semibold text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline">
            {item.name}
          </Link>
          {item.note && <p className="text-sm text-slate-600">{item.note}</p>}
        </div>
        {item.moves.length > 0 && <DragHandle name={item.name} handle={setActivatorNodeRef} attributes={attributes} listeners={listeners} />}
      </div>
      <MoveMenu
        name={item.name}
        moves={item.moves}
        offDays={false}
        onMove={(date) => {
          tripStore.place(item.key, date);
          announce(t('trip-moved', { name: item.name, day: item.moves.find((m) => m.date === date)?.label ?? date }));
        }}
      />
    </li>
  );
}

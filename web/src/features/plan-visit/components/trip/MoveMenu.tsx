import { useId } from 'react';
import type { MoveTo } from '@/lib/core';
import { useT } from '@/lib/i18n';

export const NOT_PLACED = '';

const selectClass = 'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900';

/** 'Move to…': the days the stop can go to (core's), and for a place
 * 'Not placed yet'. A native select: the phone's own picker, the
 * keyboard's arrows. */
export function MoveMenu({ name, moves, offDays, onMove }: { name: string; moves: MoveTo[]; offDays: boolean; onMove: (date: string) => void }) {
  const t = useT();
  const id = useId();
  if (moves.length === 0 && !offDays) return null;
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('trip-move-label', { name })}
      </label>
      <select id={id} className={selectClass} value="move" onChange={(event) => onMove(event.target.value)}>
        <option value="move" disabled>
          {t('trip-move')}
        </option>
        {moves.map((move) => (
          <option key={move.date} value={move.date}>
            {move.label}
          </option>
        ))}
        {offDays && <option value={NOT_PLACED}>{t('trip-not-placed')}</option>}
      </select>
    </div>
  );
}

/** The hour a place is booked for, or any time. */
export function HourMenu({ name, at, hours, onChange }: { name: string; at: number | null; hours: { minute: number; label: string }[]; onChange: (at: number | null) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('trip-at-label', { name })}
      </label>
      <select id={id} className={selectClass} value={at === null ? '' : String(at)} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
        <option value="">{t('trip-any-time')}</option>
        {hours.map((hour) => (
          <option key={hour.minute} value={hour.minute}>
            {hour.label}
          </option>
        ))}
      </select>
    </div>
  );
}

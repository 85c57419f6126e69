import { memo } from 'react';
import { Link } from 'wouter';
import { itemPath, type TripVisit } from '@/lib/core';
import { useT } from '@/lib/i18n';

/** A stop as a day lists it: its number, its name linking to its page,
 * its times and its address. Memoized: a drag re-renders every stop's
 * frame, and this stays as it was. */
export const StopFacts = memo(function StopFacts({ visit, number, level = 3 }: { visit: TripVisit; number: number; level?: 3 | 4 }) {
  const t = useT();
  const Title = level === 3 ? 'h3' : 'h4';
  return (
    <>
      <span className="mt-2 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white" aria-hidden="true">
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <Title className="font-semibold text-slate-900">
          <span className="sr-only">{t('trip-stop-number', { position: String(number) })} </span>
          <Link href={itemPath(visit.key.type, visit.key.id, visit.name)} className="underline-offset-2 hover:text-brand-700 hover:underline">
            {visit.name}
          </Link>
        </Title>
        <p className="text-sm font-medium text-slate-800">{visit.times}</p>
        {visit.address && <p className="text-sm text-slate-600">{visit.address}</p>}
      </div>
    </>
  );
});

/** The way from the stop before: '0.4 mi · 10 min walk (estimate)'. */
export function StopLeg({ leg }: { leg: string }) {
  return (
    <p className="mb-1 flex items-center gap-1 pl-3 text-xs text-slate-600">
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
        <path d="M6 1v9M2.5 6.5 6 10l3.5-3.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
      </svg>
      {leg}
    </p>
  );
}

import { openNow } from '@/lib/core';
import { useSite } from '@/lib/site';
import { useMinuteClock } from '@/lib/today';
import { useT } from '@/lib/i18n';

/** 'Open now' or 'Closed now' at the city's time, as core reads the hours;
 * nothing when they cannot be read ('Seasonal'). */
export function OpenNow({ hours }: { hours: string }) {
  const site = useSite();
  const now = useMinuteClock(true);
  const t = useT();
  const open = site ? openNow(hours, now, site.timeZone) : undefined;
  if (open === undefined || open === null) return null;
  return (
    <span
      data-testid="open-now"
      className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${open ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
    >
      {open ? t('open-now') : t('closed-now')}
    </span>
  );
}

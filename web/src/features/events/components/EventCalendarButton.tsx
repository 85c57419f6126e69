import { lazy, Suspense, useState } from 'react';
import { AddToCalendar } from '@/components/items/AddToCalendar';
import { cityToday, type GuideEvent } from '@/lib/core';
import { siteInfo } from '@/lib/site';
import type { RunDays } from 'guide-core-wasm-calendar';

// The choice of a run's day is rendered only when asked for: its dialog is
// not part of the lists' download.
const RunDayDialog = lazy(() => import('./RunDayDialog'));

/** 'Add to calendar' for an event. An event of one day (or the last day of
 * a run) goes in at once, timed; a run of several days first asks which
 * day, or every day, or the whole run as one entry (core's run_days), from
 * the city's day when pressed (a list shows many: nothing is read before). */
export function EventCalendarButton({ event, label, icon, size }: { event: GuideEvent; label: string; icon?: boolean; size?: 'md' | 'lg' }) {
  const [run, setRun] = useState<{ days: RunDays; today: string } | null>(null);
  return (
    <>
      <AddToCalendar
        icon={icon}
        label={label}
        size={size}
        file={async (calendar) => {
          // (Without the site's settings, the whole run as one entry.)
          const site = await siteInfo().catch(() => undefined);
          const today = site && cityToday(Date.now(), site.timeZone);
          const offered = today ? await calendar.runDays(event, today) : null;
          if (!offered || !today || offered.days.length === 0) return calendar.eventCalendarFile(event);
          if (offered.days.length === 1) return calendar.runCalendarFile(event, { day: offered.days[0] });
          setRun({ days: offered, today });
          return null;
        }}
      />
      {run && (
        <Suspense fallback={null}>
          <RunDayDialog event={event} run={run.days} today={run.today} onClose={() => setRun(null)} />
        </Suspense>
      )}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { AddToCalendar } from '@/components/ui/AddToCalendar';
import type { GuideEvent } from '@/lib/core';
import { useCityToday } from '@/lib/today';
import type { RunDays } from 'guide-core-wasm-calendar';

// The choice of a run's day is drawn only when asked for: its dialog is
// not part of the lists' download.
const RunDayDialog = lazy(() => import('./RunDayDialog'));

/** 'Add to calendar' for an event. An event of one day (or the last day of
 * a run) goes in at once, timed; a run of several days first asks which
 * day, or every day, or the whole run as one entry (core's run_days). */
export function EventCalendarButton({ event, label, icon, size }: { event: GuideEvent; label: string; icon?: boolean; size?: 'md' | 'lg' }) {
  const today = useCityToday();
  const [run, setRun] = useState<RunDays | null>(null);
  return (
    <>
      <AddToCalendar
        icon={icon}
        label={label}
        size={size}
        file={async (calendar) => {
          const offered = today ? await calendar.runDays(event, today) : null;
          if (!offered || !today || offered.days.length === 0) return calendar.eventCalendarFile(event);
          if (offered.days.length === 1) return calendar.runCalendarFile(event, { day: offered.days[0] }, today);
          setRun(offered);
          return null;
        }}
      />
      {run && today && (
        <Suspense fallback={null}>
          <RunDayDialog event={event} run={run} today={today} onClose={() => setRun(null)} />
        </Suspense>
      )}
    </>
  );
}

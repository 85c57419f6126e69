import { useState } from 'react';
import { button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { fullDateRange, type GuideEvent } from '@/lib/core';
import type { RunChoice, RunDays } from 'guide-core-wasm-calendar';

/** Which day of a run goes into the visitor's calendar: the chosen one, at
 * its time; every day, each its own entry (a week of performances); or the
 * whole run as one all-day entry. Loaded when first asked for. */
export default function RunDayDialog({ event, run, today, onClose }: { event: GuideEvent; run: RunDays; today: string; onClose: () => void }) {
  const [day, setDay] = useState(run.days[0]);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const save = async (choice: RunChoice) => {
    setBusy(true);
    try {
      const calendar = await import('@/lib/calendar');
      calendar.saveCalendarFile(await calendar.runCalendarFile(event, choice, today));
      onClose();
    } catch {
      toast({ title: 'Could not make the calendar file', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog size="narrow" onClose={onClose} busy={busy} closeOnOutsideClick described>
      <div className="grid gap-4 p-6">
        <DialogTitle className="text-xl font-semibold text-slate-900">Add {event.title} to your calendar</DialogTitle>
        <DialogDescription className="text-slate-700">
          It runs {fullDateRange(event.date, event.endDate, today)}
          {event.time ? `, ${event.time}` : ''}. Pick the day you will go, or add them all.
        </DialogDescription>
        <SelectField label="Day" value={day} onChange={(e) => setDay(e.target.value)}>
          {run.days.map((d) => (
            <option key={d} value={d}>
              {fullDateRange(d, null, today)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled={busy} className={button()} onClick={() => void save({ day })}>
            Add this day
          </button>
          {run.everyDay && (
            <button type="button" disabled={busy} className={button({ intent: 'secondary' })} onClick={() => void save('everyDay')}>
              Add all {run.days.length} days
            </button>
          )}
          <button type="button" disabled={busy} className={button({ intent: 'quiet' })} onClick={() => void save('whole')}>
            Add the whole run as one entry
          </button>
          <button type="button" disabled={busy} className={button({ intent: 'quiet' })} onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Dialog>
  );
}

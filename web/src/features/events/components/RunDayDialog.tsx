import { useState } from 'react';
import { button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { eventTime, fullDateRange, type GuideEvent } from '@/lib/core';
import { useT, useLang } from '@/lib/i18n';
import type { RunChoice, RunDays } from 'guide-core-wasm-calendar';

/** Which day of a run goes into the visitor's calendar: the chosen one, at
 * its time; every day, each its own entry (a week of performances); or the
 * whole run as one all-day entry. Loaded when first asked for, after the
 * calendar files' words (lib/calendar.ts). */
export default function RunDayDialog({ event, run, today, onClose }: { event: GuideEvent; run: RunDays; today: string; onClose: () => void }) {
  const [day, setDay] = useState(run.days[0]);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const t = useT();
  const lang = useLang();
  const save = async (choice: RunChoice) => {
    setBusy(true);
    try {
      const calendar = await import('@/lib/calendar');
      calendar.saveCalendarFile(await calendar.runCalendarFile(event, choice));
      onClose();
    } catch {
      toast({ title: t('calendar-failed'), description: t('calendar-failed-text'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog size="narrow" onClose={onClose} busy={busy} closeOnOutsideClick described>
      <div className="grid gap-4 p-6">
        <DialogTitle className="text-xl font-semibold text-slate-900">{t('run-title', { name: event.title })}</DialogTitle>
        <DialogDescription className="text-slate-700">
          {t(event.time ? 'run-text-timed' : 'run-text', {
            dates: fullDateRange(event.date, event.endDate, today, lang),
            time: event.time ? eventTime(event.time, lang) : '',
          })}
        </DialogDescription>
        <SelectField label={t('run-day')} value={day} onChange={(e) => setDay(e.target.value)}>
          {run.days.map((d) => (
            <option key={d} value={d}>
              {fullDateRange(d, null, today, lang)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled={busy} className={button()} onClick={() => void save({ day })}>
            {t('run-add-day')}
          </button>
          {run.everyDay && (
            <button type="button" disabled={busy} className={button({ intent: 'secondary' })} onClick={() => void save('everyDay')}>
              {t('run-add-every-day', { count: run.days.length })}
            </button>
          )}
          <button type="button" disabled={busy} className={button({ intent: 'quiet' })} onClick={() => void save('whole')}>
            {t('run-add-whole')}
          </button>
          <button type="button" disabled={busy} className={button({ intent: 'quiet' })} onClick={onClose}>
            {t('run-cancel')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

import { useState } from 'react';
import { button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { CalendarFile } from '@/lib/calendar';
import { useT } from '@/lib/i18n';

type Calendar = typeof import('@/lib/calendar');

/**
 * 'Add to calendar': writes the file (`file`, through core) and hands it to
 * the browser. `icon` is the 44 px square of a card, `label` its words.
 * The calendar code loads on the first click, not with the lists.
 */
export function AddToCalendar({
  file,
  label,
  icon = false,
  size = 'lg',
}: {
  /** The file to save; null when the press opened a choice instead (a
   * run's days), which saves its own. */
  file: (calendar: Calendar) => Promise<CalendarFile | null>;
  label: string;
  icon?: boolean;
  size?: 'md' | 'lg';
}) {
  const toast = useToast();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const calendar = await import('@/lib/calendar');
      const made = await file(calendar);
      if (made) calendar.saveCalendarFile(made);
    } catch {
      toast({ title: t('calendar-failed'), description: t('calendar-failed-text'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={onClick}
      // Not `disabled`: the button keeps the keyboard while the file is
      // written, and a dialog it opens (a run's days) gives it back.
      aria-disabled={busy || undefined}
      title={icon ? label : undefined}
      className={button({ intent: 'secondary', size: icon ? 'sm' : size, className: icon ? 'size-11 shrink-0 !p-0' : 'gap-2' })}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4m8-4v4m-4 7v5m-2.5-2.5h5" />
      </svg>
      {icon ? <span className="sr-only">{label}</span> : label}
    </button>
  );
}

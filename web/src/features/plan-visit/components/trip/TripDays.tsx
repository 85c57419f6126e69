import { useId, useRef, useState, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import type { TripView } from '@/lib/core';
import { useT, useWords } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { tripStore } from '@/lib/trip';

const inputClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900';

/** The days in town: the visitor's own, or their events' until they say
 * them. Core checks them and says what is wrong in the visitor's words. */
export function TripDays({ view, said }: { view: TripView; said: boolean }) {
  const t = useT();
  const words = useWords();
  const site = useSite();
  const id = useId();
  const [first, setFirst] = useState(view.first ?? '');
  const [last, setLast] = useState(view.last ?? '');
  const [error, setError] = useState<string | null>(null);

  // The form while the days are being changed, or while there are none:
  // a set trip reads as its days (and its date fields, each a calendar
  // widget of the browser's, are not built on every visit).
  const [changing, setChanging] = useState(false);
  // Once set, focus returns to 'Change days' when the new days show.
  const refocus = useRef(false);
  const focusWhenShown = (node: HTMLButtonElement | null) => {
    if (node && refocus.current) {
      refocus.current = false;
      node.focus();
    }
  };
  const open = () => {
    setFirst(view.first ?? '');
    setLast(view.last ?? '');
    setChanging(true);
  };
  const done = () => {
    setError(null);
    setChanging(false);
    refocus.current = true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      tripStore.setDays(first, last, words);
      done();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const eventsDays = () => {
    tripStore.setDays('', '', words);
    done();
  };

  const days = view.days;
  if (days.length > 0 && !changing) {
    return (
      <section className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-labelledby={`${id}-title`}>
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {t('trip-days-title', { city: site?.city ?? '' })}
          </h2>
          <p className="text-sm text-slate-700" data-testid="trip-days-span">
            {days.length === 1 ? days[0].heading : t('trip-days-span', { first: days[0].heading, last: days[days.length - 1].heading })}
          </p>
          {view.fromEvents && <p className="mt-1 text-sm text-slate-600">{t('trip-days-from-events')}</p>}
        </div>
        <button ref={focusWhenShown} type="button" className={button({ intent: 'secondary' })} aria-expanded={false} onClick={open}>
          {t('trip-days-change')}
        </button>
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('trip-days-title', { city: site?.city ?? '' })}
      </h2>
      {view.fromEvents && days.length > 0 && <p className="mt-1 text-sm text-slate-600">{t('trip-days-from-events')}</p>}
      <div className="mt-3 grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <label className="block text-sm font-medium text-slate-800">
          {t('trip-first-day')}
          <input type="date" className={inputClass} value={first} onChange={(e) => setFirst(e.target.value)} aria-describedby={error ? `${id}-error` : undefined} />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('trip-last-day')}
          <input type="date" className={inputClass} value={last} min={first || undefined} onChange={(e) => setLast(e.target.value)} aria-describedby={error ? `${id}-error` : undefined} />
        </label>
        <button type="submit" className={button({ className: 'col-span-2' })}>
          {t('trip-days-set')}
        </button>
        {said && (
          <button type="button" className={button({ intent: 'quiet', className: 'col-span-2' })} onClick={eventsDays}>
            {t('trip-days-events')}
          </button>
        )}
        {changing && days.length > 0 && (
          <button type="button" className={button({ intent: 'quiet', className: 'col-span-2' })} onClick={done}>
            {t('form-cancel')}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

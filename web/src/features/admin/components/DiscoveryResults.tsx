import { useId } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { button } from '@/components/ui/button';
import { useLang, useT } from '@/lib/i18n';
import { eventTime, formatEventDateRange, type DiscoveryReport, type Lang } from '../lib/core';

/** Core's date range in the dashboard's language, or the date as sent
 * when it cannot be read. */
function dateLabel(date: string, endDate: string | null, lang: Lang) {
  try {
    return formatEventDateRange(date, endDate, lang);
  } catch {
    return date;
  }
}

type Props = {
  report: DiscoveryReport;
  chosen: ReadonlySet<number>;
  onChoose: (chosen: ReadonlySet<number>) => void;
  creating: boolean;
  onCreate: () => void;
};

/** The discovery result: new events to tick and create, and the duplicates set apart with their matches. */
export function DiscoveryResults({ report, chosen, onChoose, creating, onCreate }: Props) {
  const id = useId();
  const { newEvents, duplicateEvents } = report;
  const all = newEvents.length > 0 && chosen.size === newEvents.length;
  const some = chosen.size > 0 && !all;
  const t = useT();
  const lang = useLang();

  const toggle = (index: number) => {
    const next = new Set(chosen);
    if (!next.delete(index)) next.add(index);
    onChoose(next);
  };
  const toggleAll = () => onChoose(all ? new Set() : new Set(newEvents.map((_, i) => i)));

  return (
    <>
      <section aria-labelledby={`${id}-new`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-new`} className="text-xl font-semibold text-slate-900">
            {t('discovery-new-events', { count: newEvents.length })}
          </h2>
          {newEvents.length > 0 && (
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={all}
                ref={(input) => {
                  if (input) input.indeterminate = some;
                }}
                onChange={toggleAll}
              />
              {t('discovery-select-all')}
            </label>
          )}
        </div>
        {newEvents.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t('discovery-none-new')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {newEvents.map((event, i) => (
              <li key={i} className="flex items-start gap-3 py-3">
                <input
                  id={`${id}-event-${i}`}
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-brand-600"
                  checked={chosen.has(i)}
                  onChange={() => toggle(i)}
                  aria-describedby={`${id}-event-${i}-details${event.check ? ` ${id}-event-${i}-check` : ''}`}
                />
                <div className="min-w-0 flex-1">
                  <label htmlFor={`${id}-event-${i}`} className="font-medium text-slate-900">
                    {event.title}
                  </label>
                  <p id={`${id}-event-${i}-details`} className="text-sm text-slate-700">
                    {[event.venueName, dateLabel(event.date, event.endDate, lang), event.time && eventTime(event.time, lang), event.category, event.ticketPrice]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {event.check && (
                    <p id={`${id}-event-${i}-check`} className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900 ring-1 ring-amber-200">
                      <span className="font-semibold">{t('discovery-check')} </span>
                      {event.check}
                    </p>
                  )}
                  {event.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{event.description}</p>}
                  {event.sourceUrl && (
                    <ExternalLink href={event.sourceUrl} className="mt-1 inline-block break-all text-sm text-brand-700 underline">
                      {t('discovery-source-page')}
                      <span className="sr-only"> {t('website-of', { name: event.title })}</span>
                    </ExternalLink>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {newEvents.length > 0 && (
          <div className="mt-4">
            <button type="button" className={button()} disabled={chosen.size === 0 || creating} onClick={onCreate}>
              {creating ? t('discovery-creating') : t('discovery-create', { count: chosen.size })}
            </button>
          </div>
        )}
      </section>

      {duplicateEvents.length > 0 && (
        <section aria-labelledby={`${id}-duplicates`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
          <h2 id={`${id}-duplicates`} className="text-xl font-semibold text-slate-900">
            {t('discovery-duplicates', { count: duplicateEvents.length })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('discovery-duplicates-text')}</p>
          <ul className="mt-3 divide-y divide-slate-200">
            {duplicateEvents.map((event, i) => (
              <li key={i} className="py-3">
                <p className="font-medium text-slate-900">{event.title}</p>
                <p className="text-sm text-slate-700">
                  {[event.venueName, dateLabel(event.date, null, lang), event.time && eventTime(event.time, lang)].filter(Boolean).join(' · ')}
                </p>
                <p className="mt-1 text-sm text-slate-800">
                  {t('discovery-similar-to', { titles: event.similarEvents.map((similar) => similar.title).join(', ') })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

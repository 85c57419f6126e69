import { useId, useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-client';
import { useLang, useT } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { useBulkCreateEvents } from '../api/bulk-create-events';
import { eventTime, formatEventDateRange, itemPath, type DiscoveryReport, type DuplicateEvent, type EventEdit, type Lang, type SimilarEvent } from '../lib/core';
import { MergeDialog } from './MergeDialog';

/** Core's date range in the dashboard's language, or the date as sent
 * when it cannot be read. */
function dateLabel(date: string, endDate: string | null, lang: Lang) {
  try {
    return formatEventDateRange(date, endDate, lang);
  } catch {
    return date;
  }
}

/** What became of a duplicate here: merged into the guide's, or added anyway. */
type Settled = { merged: string } | { added: number };

/**
 * A discovered event like one the guide lists: the guide's, linked; the
 * merge view, to take what this read has better (a new price, a ticket
 * link); or 'Create anyway' when it is another event after all.
 */
function DuplicateRow({ duplicate, followsSources }: { duplicate: DuplicateEvent; followsSources: boolean }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const create = useBulkCreateEvents();
  const [merging, setMerging] = useState<SimilarEvent | null>(null);
  const [settled, setSettled] = useState<Settled | null>(null);
  const read: EventEdit = { ...duplicate.found, ticketUrl: duplicate.ticketUrl, status: null, everyDate: false };
  const createAnyway = () =>
    create.mutate([duplicate.found], {
      onSuccess: (answer) => {
        setSettled({ added: answer.ids[0] });
        toast({ title: answer.message, description: t('event-added-text', { name: duplicate.title }) });
      },
      onError: (error) => toast({ title: t('event-add-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
    });
  return (
    <li className="grid gap-2 py-3">
      <div>
        <p className="font-medium text-slate-900">{duplicate.title}</p>
        <p className="text-sm text-slate-700">
          {[duplicate.venueName, dateLabel(duplicate.date, null, lang), duplicate.time && eventTime(duplicate.time, lang)].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-1 text-sm text-slate-800">
          {t('discovery-similar-label')}{' '}
          {duplicate.similarEvents.map((similar, n) => (
            <span key={similar.id}>
              {n > 0 && ', '}
              <a href={itemPath('event', similar.id, similar.title)} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
                {similar.title}
              </a>
            </span>
          ))}
        </p>
      </div>
      {settled ? (
        <output className="block text-sm font-medium text-emerald-800">
          {'merged' in settled ? t('merge-saved', { name: settled.merged }) : t('discovery-added-anyway')}
        </output>
      ) : (
        <div className="flex flex-wrap gap-2">
          {duplicate.similarEvents.map((similar) => (
            <button key={similar.id} type="button" className={button({ intent: 'secondary', size: 'sm' })} onClick={() => setMerging(similar)}>
              {t('discovery-merge')}
              <span className="sr-only"> {t('discovery-merge-into', { name: similar.title })}</span>
            </button>
          ))}
          <button type="button" className={button({ intent: 'secondary', size: 'sm' })} disabled={create.isPending} onClick={createAnyway}>
            {create.isPending ? t('discovery-creating') : t('discovery-create-anyway')}
            <span className="sr-only"> {duplicate.title}</span>
          </button>
        </div>
      )}
      {merging && (
        <MergeDialog
          guideId={merging.id}
          read={read}
          followsSources={followsSources}
          onClose={() => setMerging(null)}
          onMerged={(name) => {
            setMerging(null);
            setSettled({ merged: name });
            toast({ title: t('merge-saved', { name }) });
          }}
        />
      )}
    </li>
  );
}

type Props = {
  /** Whether this staff member may follow pages (the merge view offers it). */
  followsSources: boolean;
  report: DiscoveryReport;
  chosen: ReadonlySet<number>;
  onChoose: (chosen: ReadonlySet<number>) => void;
  creating: boolean;
  onCreate: () => void;
};

/** The discovery result: new events to tick and create, and the duplicates set apart with their matches. */
export function DiscoveryResults({ report, chosen, onChoose, creating, onCreate, followsSources }: Props) {
  const id = useId();
  const { newEvents, duplicateEvents } = report;
  const all = newEvents.length > 0 && chosen.size === newEvents.length;
  const some = chosen.size > 0 && !all;
  const t = useT();
  const lang = useLang();
  const city = useSite()?.city ?? '';

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
                  aria-describedby={[`${id}-event-${i}-details`, event.check && `${id}-event-${i}-check`, event.farKm && `${id}-event-${i}-far`].filter(Boolean).join(' ')}
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
                  {event.farKm && (
                    <p id={`${id}-event-${i}-far`} className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900 ring-1 ring-amber-200">
                      {t('discovery-far', { km: event.farKm, city })}
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
              <DuplicateRow key={i} duplicate={event} followsSources={followsSources} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

import { useMemo, useState } from 'react';
import { button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-client';
import { useDecideInbox } from '../api/decide-inbox';
import { useInbox } from '../api/get-inbox';
import { eventStatusBadge, formatEventDateRange, inboxChoices, inboxReview, inboxRows, itemPath, type EventFields, type InboxAction, type InboxItem, type Localizer } from '../lib/core';
import { useT, useWords, type Translate } from '@/lib/i18n';
import { useSelection } from '../hooks/use-selection';
import { LoadedList } from './LoadedList';
import { MergeDialog } from './MergeDialog';

/** An item's key in the selection. */
const keyOf = (item: InboxItem) => `${item.sourceId}\u0000${item.identity}`;

/** The rows of an event's fields, in the order a card shows them, each
 * named by its field's message. */
const ROWS: { field: string; label: string; value: (f: EventFields, words: Localizer, t: Translate) => string }[] = [
  { field: 'title', label: 'field-title', value: (f) => f.title },
  { field: 'date', label: 'field-date', value: (f, words) => formatEventDateRange(f.date, f.endDate, words.lang) },
  { field: 'time', label: 'field-time', value: (f) => f.time ?? '—' },
  { field: 'venue', label: 'field-venue', value: (f) => f.venue ?? '—' },
  { field: 'price', label: 'field-price', value: (f) => f.price ?? '—' },
  { field: 'status', label: 'field-status', value: (f, words, t) => eventStatusBadge(f.status, words) ?? t('inbox-scheduled') },
];

const REVIEW_CLASS: Record<InboxItem['review'], string> = {
  new: 'bg-brand-50 text-emerald-800',
  changed: 'bg-amber-50 text-amber-900',
  vanished: 'bg-slate-100 text-slate-800',
  withdrawn: 'bg-red-50 text-red-800',
};

/** A changed event: the published and the new values side by side, what
 * changed marked. Others: their fields as their source gives them, a
 * series' `dates` in place of the one date. */
function Fields({ item, dates }: { item: InboxItem; dates?: string }) {
  const words = useWords();
  const t = useT();
  const { before, after } = item;
  if (!before) {
    return (
      <p className="mt-1 text-sm text-slate-700">
        {ROWS.slice(1, 5)
          .map((row) => (row.field === 'date' && dates ? dates : row.value(after, words, t)))
          .filter((value) => value !== '—')
          .join(' · ')}
      </p>
    );
  }
  const changed = new Set(item.changed);
  return (
    <table className="mt-2 w-full max-w-prose text-left text-sm">
      <caption className="sr-only">{t('inbox-compare-caption', { title: item.after.title })}</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('inbox-field')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('inbox-published')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {item.review === 'changed' ? t('inbox-now') : t('inbox-on-source')}
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => {
          const differs = changed.has(row.field);
          return (
            <tr key={row.field} className={differs ? 'bg-amber-50 font-semibold text-slate-900' : 'text-slate-700'}>
              <th scope="row" className="py-1 pr-2 font-medium">
                {t(row.label)}
                {differs && <span className="sr-only"> {t('inbox-changed-mark')}</span>}
              </th>
              <td className="break-words py-1 pr-2">{row.value(before, words, t)}</td>
              <td className="break-words py-1">{row.value(after, words, t)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One row of the inbox: a waiting event, or the dates of one series a
 * source gives (core's `inbox_rows`), settled together. */
function ItemRow({ items, selection, onSelect, onAction, busy }: { items: InboxItem[]; selection: Set<string>; onSelect: (on: boolean) => void; onAction: (action: InboxAction, said?: string) => void; busy: boolean }) {
  const item = items[0];
  const choices = inboxChoices(items);
  const t = useT();
  const label = t(inboxReview(item));
  const lang = useWords().lang;
  const chosen = items.filter((i) => selection.has(keyOf(i))).length;
  const series = items.length > 1;
  const day = (i: InboxItem) => formatEventDateRange(i.after.date, i.after.endDate, lang);
  const dates = series ? t('inbox-series-dates', { count: items.length, first: day(item), last: day(items[items.length - 1]) }) : undefined;
  // The merge view: the read beside the guide's similar event, each field
  // from either; merged, the source follows the guide's event (Link).
  const [merging, setMerging] = useState(false);
  const mergeable = !series && item.similar && item.read && item.held === null ? { guideId: item.similar.eventId, read: item.read } : null;
  return (
    <li className="flex gap-3 py-4" aria-label={`${item.after.title}: ${label}`}>
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0"
        checked={chosen === items.length}
        disabled={item.held !== null}
        ref={(box) => {
          if (box) box.indeterminate = chosen > 0 && chosen < items.length;
        }}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={t('inbox-select', { title: series ? `${item.after.title} (${dates})` : item.after.title })}
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{item.after.title}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${REVIEW_CLASS[item.review]}`}>{label}</span>
        </p>
        <Fields item={item} dates={dates} />
        {series && (
          <details className="mt-1 text-sm text-slate-700">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700">{t('inbox-series-show', { count: items.length })}</summary>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {items.map((i) => (
                <li key={keyOf(i)}>{day(i)}</li>
              ))}
            </ul>
          </details>
        )}
        {item.held && <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">{item.held}</p>}
        {item.similar && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('inbox-looks-like')}{' '}
            <a href={itemPath('event', item.similar.eventId, item.similar.title)} target="_blank" rel="noreferrer" className="font-semibold underline">
              {item.similar.title}
              <span className="sr-only"> {t('opens-new-tab')}</span>
            </a>{' '}
            {t('inbox-looks-like-text', { date: formatEventDateRange(item.similar.date, null, lang) })}
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {choices.map((choice) => (
            <button
              key={choice.action}
              type="button"
              className={button({ size: 'sm', intent: choice.action === 'reject' || choice.action === 'remove' ? 'secondary' : 'primary' })}
              onClick={() => onAction(choice.action)}
              disabled={busy}
            >
              {t(choice.message)}
              {series && ` ${items.length}`}
              <span className="sr-only"> {item.after.title}</span>
            </button>
          ))}
          {mergeable && (
            <button type="button" className={button({ size: 'sm', intent: 'secondary' })} onClick={() => setMerging(true)} disabled={busy}>
              {t('discovery-merge')}
              <span className="sr-only"> {item.after.title}</span>
            </button>
          )}
        </div>
      </div>
      {merging && mergeable && (
        <MergeDialog
          guideId={mergeable.guideId}
          read={mergeable.read}
          // The page is followed already: what it reads next is linked below.
          followsSources={false}
          onClose={() => setMerging(false)}
          onMerged={(name) => {
            setMerging(false);
            // One toast once the page is linked too: the link's own would
            // replace the merge's at once.
            onAction('link', t('merge-saved', { name }));
          }}
        />
      )}
    </li>
  );
}

/**
 * What followed sources' reads found, source by source: new events to
 * publish or reject, changes to apply (published and new values side by
 * side), and events gone or cancelled at their source. Each can be settled
 * alone, or several at once with the actions they all allow (core says
 * which).
 */
export function ReviewInbox() {
  const inbox = useInbox();
  const decide = useDecideInbox();
  const toast = useToast();
  const t = useT();
  const { selection, select: selectKeys } = useSelection<string>();

  const items = useMemo(() => inbox.data ?? [], [inbox.data]);
  // The server lists them source by source.
  // (A source's series is one row: core's rule.)
  const groups = useMemo(() => {
    const bySource = new Map<number, { name: string; items: InboxItem[]; rows: InboxItem[][] }>();
    for (const row of inboxRows(items)) {
      const first = items[row[0]];
      const group = bySource.get(first.sourceId) ?? { name: first.sourceName, items: [], rows: [] };
      const chosen = row.map((n) => items[n]);
      group.items.push(...chosen);
      group.rows.push(chosen);
      bySource.set(first.sourceId, group);
    }
    return [...bySource.entries()];
  }, [items]);
  // What is selected and still waits (another admin may have settled some).
  const selected = items.filter((item) => selection.has(keyOf(item)));
  const bulk = inboxChoices(selected);

  const select = (chosen: InboxItem[], on: boolean) => selectKeys(chosen.map(keyOf), on);

  const settle = (chosen: InboxItem[], action: InboxAction, said?: string) =>
    decide.mutate(
      { items: chosen.map((item) => ({ sourceId: item.sourceId, identity: item.identity })), action },
      {
        onSuccess: (done) => {
          toast({ title: said ?? done.message });
          select(chosen, false);
        },
        onError: (error) => toast({ title: t('inbox-not-updated'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
      },
    );

  return (
    <section aria-labelledby="inbox-heading">
      <h2 id="inbox-heading" className="font-display text-2xl font-bold text-slate-900">
        {t('inbox-title')}
      </h2>
      <LoadedList query={inbox} what="inbox" count={items.length} empty={t('inbox-empty')}>
        <>
          <fieldset className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <legend className="sr-only">{t('inbox-selected-events')}</legend>
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={selected.length === items.length}
                ref={(box) => {
                  if (box) box.indeterminate = selected.length > 0 && selected.length < items.length;
                }}
                onChange={(e) => select(items, e.target.checked)}
              />
              {t('inbox-select-all', { count: items.length })}
            </label>
            <output className="text-sm text-slate-700">{t('discovery-selected', { count: selected.length })}</output>
            {selected.length > 0 && bulk.length === 0 && <span className="text-sm text-slate-700">{t('inbox-nothing-in-common')}</span>}
            {bulk.map((choice) => (
              <button key={choice.action} type="button" className={button({ size: 'sm' })} onClick={() => settle(selected, choice.action)} disabled={decide.isPending}>
                {t(choice.message)} {selected.length}
              </button>
            ))}
          </fieldset>
          {groups.map(([sourceId, group]) => {
            const all = group.items.every((item) => selection.has(keyOf(item)));
            return (
              <section key={sourceId} aria-labelledby={`inbox-source-${sourceId}`} className="mt-6 rounded-xl bg-white px-5 py-3 shadow-sm ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`inbox-source-${sourceId}`} className="text-lg font-semibold text-slate-900">
                    {group.name} <span className="text-sm font-normal text-slate-600">({group.items.length})</span>
                  </h3>
                  <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" className="size-5" checked={all} onChange={(e) => select(group.items, e.target.checked)} />
                    {t('inbox-select-all-from', { name: group.name })}
                  </label>
                </div>
                <ul className="divide-y divide-slate-200">
                  {group.rows.map((row) => (
                    <ItemRow
                      key={keyOf(row[0])}
                      items={row}
                      selection={selection}
                      onSelect={(on) => select(row, on)}
                      onAction={(action, said) => settle(row, action, said)}
                      busy={decide.isPending}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      </LoadedList>
    </section>
  );
}

import { useId, useMemo, useState } from 'react';
import { SelectField, TextField } from '@/components/ui/form';
import { useLang, useT } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/languages';
import { Spinner } from '@/components/ui/Spinner';
import { useContentList, type ContentKind } from '../api/get-content';
import { eventTime, formatEventDateRange, missingTranslations, venueName, type Activity, type Event, type ItemKind, type Lang, type Restaurant } from '../lib/core';
import { button } from '@/components/ui/button';
import { AddEventDialog } from './AddEventDialog';
import type { FromSuggestion } from './FromSuggestionNotice';
import { useOutdatedTranslations } from '../api/get-outdated-translations';
import { DeleteItemDialog, type Deleting } from './DeleteItemDialog';
import { EditItemDialog, type Editing } from './EditItemDialog';
import { TranslationsDialog } from './TranslationsDialog';

const KINDS: ContentKind[] = ['events', 'activities', 'restaurants'];
/** The API's name of each list's kind of item. */
const KIND_OF: Record<ContentKind, ItemKind> = { events: 'event', activities: 'activity', restaurants: 'restaurant' };

type Row = { id: number; name: string; detail: string; editing: Editing };


function eventRow(item: Event, lang: Lang): Row {
  const when = [formatEventDateRange(item.date, item.endDate, lang), item.time && eventTime(item.time, lang)].filter(Boolean).join(', ');
  return { id: item.id, name: item.title, detail: `${when} · ${venueName(item.venue)}`, editing: { kind: 'events', item } };
}

function activityRow(item: Activity): Row {
  return { id: item.id, name: item.name, detail: [item.activityType, item.address].filter(Boolean).join(' · '), editing: { kind: 'activities', item } };
}

function restaurantRow(item: Restaurant): Row {
  return { id: item.id, name: item.name, detail: [item.cuisine, item.area].filter(Boolean).join(' · '), editing: { kind: 'restaurants', item } };
}

/** Case- and accent-insensitive text for the search box (a matter of the box, not of the guide's rules). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The list of the chosen kind, as rows. Only that kind's list is read. */
function useRows(kind: ContentKind, active: boolean) {
  const lang = useLang();
  const events = useContentList('events', active && kind === 'events');
  const activities = useContentList('activities', active && kind === 'activities');
  const restaurants = useContentList('restaurants', active && kind === 'restaurants');
  const query = kind === 'events' ? events : kind === 'activities' ? activities : restaurants;
  const rows = useMemo(() => {
    if (kind === 'events') return events.data?.map((event) => eventRow(event, lang));
    if (kind === 'activities') return activities.data?.map(activityRow);
    return restaurants.data?.map(restaurantRow);
  }, [kind, lang, events.data, activities.data, restaurants.data]);
  // Per row, the languages that lack some of its text (core's count).
  const missing = useMemo(() => (query.data ? missingTranslations(kind, query.data) : undefined), [kind, query.data]);
  return { query, rows, missing };
}

const pillClass =
  'inline-flex cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 ' +
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700';
const rowButton =
  'inline-flex items-center justify-center rounded-lg border-2 px-4 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Manage Content: find any event, activity or restaurant by its name and
 * correct it (the item's form in a dialog) or remove it (after a
 * confirmation); add an event by hand (or from a visitor's suggestion). Reads the visitors' lists, so what is listed is what
 * visitors see.
 */
export function ManageContent({ active = true, from }: { active?: boolean; from?: FromSuggestion | null }) {
  const [kind, setKind] = useState<ContentKind>('events');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [translating, setTranslating] = useState<Editing | null>(null);
  // A language the shown items lack text in, 'outdated' for translations
  // that need an update, or '' for every item.
  const [untranslated, setUntranslated] = useState<Lang | 'outdated' | ''>('');
  const outdated = useOutdatedTranslations(active && untranslated === 'outdated');
  const [adding, setAdding] = useState(false);
  // 'Create from this' on an event suggestion opens Add Event filled from its page.
  const [suggested, setSuggested] = useState<FromSuggestion | null>(null);
  const [seen, setSeen] = useState(from);
  if (from !== seen) {
    setSeen(from);
    if (from?.draft.kind === 'event') {
      setSuggested(from);
      setAdding(true);
    }
  }
  const stopAdding = () => {
    setAdding(false);
    setSuggested(null);
  };
  const headingId = useId();
  const { query, rows, missing } = useRows(kind, active);
  const t = useT();
  // The words about a kind are one message per kind (`manage-search`).
  const ofKind = { kind };
  const wanted = fold(search.trim());
  const needsUpdate = (id: number) => outdated.data?.some((item) => item.kind === KIND_OF[kind] && item.id === id) ?? false;
  const shown = rows?.filter(
    (row, n) =>
      fold(row.name).includes(wanted) &&
      (!untranslated || (untranslated === 'outdated' ? needsUpdate(row.id) : missing?.[n]?.some((m) => m.lang === untranslated))),
  );

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('manage-title')}
        </h2>
        <button type="button" className={button({ size: 'sm' })} onClick={() => setAdding(true)}>
          {t('event-add')}
        </button>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('manage-kind')}</legend>
        <div className="flex flex-wrap gap-2">
          {KINDS.map((k) => (
            <label key={k} className={pillClass}>
              <input type="radio" name="manage-kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="accent-brand-600" />
              {t('manage-kind-name', { kind: k })}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('manage-search', ofKind)}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoComplete="off"
      />
      <SelectField label={t('manage-translations')} value={untranslated} onChange={(e) => setUntranslated(e.target.value as Lang | 'outdated' | '')}>
        <option value="">{t('manage-translations-all')}</option>
        <option value="outdated">{t('manage-translations-outdated')}</option>
        {LANGUAGES.map(([code]) => (
          <option key={code} value={code}>
            {t('manage-untranslated-into', { language: t('language-name', { lang: code }) })}
          </option>
        ))}
      </SelectField>
      {query.isPending && <Spinner label={t('manage-loading', ofKind)} visible />}
      {query.isError && <p className="text-sm text-red-700">{t('manage-failed')}</p>}
      {shown && (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {shown.length === rows?.length
              ? t('manage-count', { ...ofKind, count: shown.length })
              : t('manage-count-of', { ...ofKind, count: shown.length, total: rows?.length ?? 0 })}
          </p>
          {shown.length === 0 ? (
            <p className="text-sm text-slate-700">{t('manage-none')}</p>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label={t('manage-kind-name', ofKind)}>
              {shown.map((row) => (
                <li key={row.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <p className="break-words font-medium text-slate-900">{row.name}</p>
                    {row.detail && <p className="break-words text-xs text-slate-600">{row.detail}</p>}
                  </div>
                  <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">
                    <button type="button" className={`${rowButton} border-brand-600 bg-white text-brand-700 hover:bg-brand-50`} onClick={() => setEditing(row.editing)}>
                      {t('manage-edit')}
                      <span className="sr-only"> {row.name}</span>
                    </button>
                    <button type="button" className={`${rowButton} border-brand-600 bg-white text-brand-700 hover:bg-brand-50`} onClick={() => setTranslating(row.editing)}>
                      {t('manage-translations')}
                      <span className="sr-only"> {t('manage-item-of', { name: row.name })}</span>
                    </button>
                    <button
                      type="button"
                      className={`${rowButton} border-red-700 bg-white text-red-700 hover:bg-red-50`}
                      onClick={() => setDeleting({ kind, id: row.id, name: row.name })}
                    >
                      {t('manage-delete')}
                      <span className="sr-only"> {row.name}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {adding && (
        <AddEventDialog
          key={suggested?.at}
          from={suggested}
          onClose={stopAdding}
          onEditExisting={(item) => {
            stopAdding();
            setEditing({ kind: 'events', item });
          }}
          onTranslate={(item) => {
            stopAdding();
            setTranslating({ kind: 'events', item });
          }}
        />
      )}
      {editing && <EditItemDialog editing={editing} onClose={() => setEditing(null)} />}
      {translating && <TranslationsDialog editing={translating} onClose={() => setTranslating(null)} />}
      {deleting && <DeleteItemDialog deleting={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

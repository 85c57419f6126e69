import { useId, useMemo, useState } from 'react';
import { categoryLabel, dateChoices, eventCategories, type DateChoice, type DateFilter } from '@/lib/core';
import { button } from '@/components/ui/button';
import { FilterBar, FilterSelect, filterLabelClass as labelClass, type FilterBarAction } from '@/components/lists/filters';
import { inputClass } from '@/components/ui/form';
import { useT, useWords } from '@/lib/i18n';

export type EventFilterState = {
  category: string;
  venue: string;
  dates: DateFilter;
  /** Words matched by core as the guide's search matches them. */
  keyword: string;
};

/** How many of the filters narrow the list. */
function activeFilters(value: EventFilterState): number {
  return [value.keyword.trim() !== '', value.category !== '', value.venue !== '', value.dates.kind !== 'all'].filter(Boolean).length;
}

/** The events page's filter bar: category and venue go to the server, the
 * date choice or a custom range and the keyword are applied locally by core
 * (spec section 4). Typing a keyword replaces the address's history entry
 * after the first letter, as the navigation's search does. */
export function EventFilters({
  value,
  venues,
  onChange,
  action,
}: {
  value: EventFilterState;
  venues: string[];
  onChange: (next: EventFilterState, options?: { replace?: boolean }) => void;
  /** Beside the phone's 'Filters' toggle (Near me). */
  action?: FilterBarAction;
}) {
  const id = useId();
  const t = useT();
  const words = useWords();
  // Core's date dropdown, in order, and its categories, in the page's words.
  const [dateChoiceList, categoryChoices] = useMemo(() => [dateChoices(words), eventCategories().map((c) => [c, categoryLabel(c, words)] as const)], [words]);
  const [panelOpen, setPanelOpen] = useState(false);
  // A custom range opened from an address shows its dates in the panel.
  const [start, setStart] = useState(value.dates.kind === 'custom' ? value.dates.start : '');
  const [end, setEnd] = useState(value.dates.kind === 'custom' ? (value.dates.end ?? '') : '');
  const choice: DateChoice = panelOpen ? 'custom' : value.dates.kind;

  const chooseDate = (next: DateChoice) => {
    if (next === 'custom') {
      setPanelOpen(true);
      return;
    }
    // A date choice and a custom range exclude each other.
    setPanelOpen(false);
    onChange({ ...value, dates: { kind: next } });
  };

  const apply = () => {
    setPanelOpen(false);
    onChange({ ...value, dates: { kind: 'custom', start, end: end || null } });
  };

  const cancel = () => {
    setPanelOpen(false);
    setStart('');
    setEnd('');
    onChange({ ...value, dates: { kind: 'all' } });
  };

  // Without JavaScript the range's dates are always there, sent with the
  // form when the date choice is Custom Dates.
  const customRange = (
    <fieldset className={`mt-4 rounded-lg border border-slate-200 p-4 ${panelOpen ? '' : 'hidden noscript:block'}`}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('events-custom-range')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-start`} className={labelClass}>{t('events-start-date')}</label>
          <input id={`${id}-start`} name="start" type="date" className={inputClass} value={start} onChange={(e) => setStart(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-end`} className={labelClass}>{t('events-end-date')}</label>
          <input id={`${id}-end`} name="end" type="date" className={inputClass} value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} />
        </div>
      </div>
      <div className="mt-4 flex gap-3 noscript:hidden">
        <button type="button" onClick={apply} disabled={!start} className={button({ size: 'sm' })}>
          {t('apply')}
        </button>
        <button type="button" onClick={cancel} className={button({ intent: 'quiet', size: 'sm' })}>
          {t('cancel')}
        </button>
      </div>
    </fieldset>
  );

  return (
    <FilterBar below={customRange} active={activeFilters(value)} keep={['layout']} action={action}>
      <div>
        <label htmlFor={`${id}-keyword`} className={labelClass}>
          {t('events-keyword')}
        </label>
        <input
          id={`${id}-keyword`}
          name="q"
          type="search"
          className={inputClass}
          value={value.keyword}
          placeholder={t('events-keyword-placeholder')}
          autoComplete="off"
          onChange={(e) => onChange({ ...value, keyword: e.target.value }, { replace: value.keyword !== '' })}
        />
      </div>
      <FilterSelect name="category" label={t('events-category')} anyLabel={t('events-all-categories')} options={categoryChoices} value={value.category} onChange={(category) => onChange({ ...value, category })} />
      <FilterSelect name="venue" label={t('events-venue')} anyLabel={t('events-all-venues')} options={venues.map((v) => [v, v] as const)} value={value.venue} onChange={(venue) => onChange({ ...value, venue })} />
      <div>
        <label htmlFor={`${id}-date`} className={labelClass}>{t('events-date')}</label>
        <select id={`${id}-date`} name="dates" className={inputClass} value={choice} onChange={(e) => chooseDate(e.target.value as DateChoice)}>
          {dateChoiceList.map(([option, label]) => (
            <option key={option} value={option}>{label}</option>
          ))}
        </select>
      </div>
    </FilterBar>
  );
}

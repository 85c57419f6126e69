import { useId, useState } from 'react';
import { categoryLabel, dateChoices, eventCategories, type DateChoice, type DateFilter } from '@/lib/core';
import { button } from '@/components/ui/button';
import { FilterBar, FilterSelect, filterLabelClass as labelClass } from '@/components/lists/filters';
import { inputClass } from '@/components/ui/form';

/** Core's date dropdown, in order, with the spec's labels. */
const DATE_CHOICES = dateChoices();
const CATEGORY_CHOICES = eventCategories().map((c) => [c, categoryLabel(c)] as const);

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
}: {
  value: EventFilterState;
  venues: string[];
  onChange: (next: EventFilterState, options?: { replace?: boolean }) => void;
}) {
  const id = useId();
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
      <legend className="px-1 text-sm font-semibold text-slate-900">Select Custom Date Range</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-start`} className={labelClass}>Start Date</label>
          <input id={`${id}-start`} name="start" type="date" className={inputClass} value={start} onChange={(e) => setStart(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-end`} className={labelClass}>End Date (Optional)</label>
          <input id={`${id}-end`} name="end" type="date" className={inputClass} value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} />
        </div>
      </div>
      <div className="mt-4 flex gap-3 noscript:hidden">
        <button type="button" onClick={apply} disabled={!start} className={button({ size: 'sm' })}>
          Apply
        </button>
        <button type="button" onClick={cancel} className={button({ intent: 'quiet', size: 'sm' })}>
          Cancel
        </button>
      </div>
    </fieldset>
  );

  return (
    <FilterBar below={customRange} active={activeFilters(value)} keep={['layout']}>
      <div>
        <label htmlFor={`${id}-keyword`} className={labelClass}>
          Keyword
        </label>
        <input
          id={`${id}-keyword`}
          name="q"
          type="search"
          className={inputClass}
          value={value.keyword}
          placeholder="Title, venue, description…"
          autoComplete="off"
          onChange={(e) => onChange({ ...value, keyword: e.target.value }, { replace: value.keyword !== '' })}
        />
      </div>
      <FilterSelect name="category" label="Category" anyLabel="All Categories" options={CATEGORY_CHOICES} value={value.category} onChange={(category) => onChange({ ...value, category })} />
      <FilterSelect name="venue" label="Venue" anyLabel="All Venues" options={venues.map((v) => [v, v] as const)} value={value.venue} onChange={(venue) => onChange({ ...value, venue })} />
      <div>
        <label htmlFor={`${id}-date`} className={labelClass}>Date</label>
        <select id={`${id}-date`} name="dates" className={inputClass} value={choice} onChange={(e) => chooseDate(e.target.value as DateChoice)}>
          {DATE_CHOICES.map(([option, label]) => (
            <option key={option} value={option}>{label}</option>
          ))}
        </select>
      </div>
    </FilterBar>
  );
}

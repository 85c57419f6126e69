import { useId, useState } from 'react';
import { categoryLabel, eventCategories, type DateFilter } from '@/lib/core';

export type DateChoice = 'all' | 'thisMonth' | 'nextMonth' | 'thisSeason' | 'custom';

const DATE_CHOICES: { value: DateChoice; label: string }[] = [
  { value: 'all', label: 'All Dates' },
  { value: 'thisMonth', label: 'This Month' },
  { value: 'nextMonth', label: 'Next Month' },
  { value: 'thisSeason', label: 'This Season' },
  { value: 'custom', label: 'Custom Dates' },
];

export type EventFilterState = {
  category: string;
  venue: string;
  dates: DateFilter;
};

const selectClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900';
const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

/** The events page's filter bar: category and venue go to the server, the
 * date choice or a custom range is applied locally by core (spec section 4). */
export function EventFilters({
  value,
  venues,
  onChange,
}: {
  value: EventFilterState;
  venues: string[];
  onChange: (next: EventFilterState) => void;
}) {
  const id = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
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

  return (
    <div className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-category`} className={labelClass}>Category</label>
          <select id={`${id}-category`} className={selectClass} value={value.category} onChange={(e) => onChange({ ...value, category: e.target.value })}>
            <option value="">All Categories</option>
            {eventCategories().map((c) => (
              <option key={c} value={c}>{categoryLabel(c)}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-venue`} className={labelClass}>Venue</label>
          <select id={`${id}-venue`} className={selectClass} value={value.venue} onChange={(e) => onChange({ ...value, venue: e.target.value })}>
            <option value="">All Venues</option>
            {venues.map((v) => (
              <option key={v} value={v}>{v}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-date`} className={labelClass}>Date</label>
          <select id={`${id}-date`} className={selectClass} value={choice} onChange={(e) => chooseDate(e.target.value as DateChoice)}>
            {DATE_CHOICES.map((d) => (
              <option key={d.value} value={d.value}>{d.label}</option>
            ))}
          </select>
        </div>
      </div>
      {panelOpen && (
        <fieldset className="mt-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Select Custom Date Range</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-start`} className={labelClass}>Start Date</label>
              <input id={`${id}-start`} type="date" className={selectClass} value={start} onChange={(e) => setStart(e.target.value)} />
            </div>
            <div>
              <label htmlFor={`${id}-end`} className={labelClass}>End Date (Optional)</label>
              <input id={`${id}-end`} type="date" className={selectClass} value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} />
            </div>
          </div>
          <div className="mt-4 flex gap-3">
            <button type="button" onClick={apply} disabled={!start} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50">
              Apply
            </button>
            <button type="button" onClick={cancel} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              Cancel
            </button>
          </div>
        </fieldset>
      )}
    </div>
  );
}

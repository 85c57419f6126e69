import { useId, useState, type ReactNode } from 'react';
import { button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form';
import { formatCount } from '@/lib/core';
import { AddressForm } from './address-form';
import { useLang, useT } from '@/lib/i18n';

export const filterLabelClass = 'mb-1 block text-sm font-medium text-slate-700';

/** What a phone shows beside its 'Filters' toggle (`button`, so that it
 * costs the first screen no row) and first in the folded panel (`panel`);
 * wider screens show both elsewhere. */
export type FilterBarAction = { button: ReactNode; panel?: ReactNode };

/**
 * The white bar that holds a list's filters, and what opens under them.
 * On a phone the filters would fill the first screen: they fold behind a
 * 'Filters' button that says how many are on (`active`).
 *
 * The bar is a GET form on the list's address (each control is named as
 * its key), carrying the `keep` keys along: without JavaScript the filters
 * show unfolded with an 'Apply filters' button, and the server renders the
 * list they name.
 */
export function FilterBar({
  children,
  below,
  active,
  keep,
  columns = 'sm:grid-cols-2 lg:grid-cols-4',
  action,
}: {
  children: ReactNode;
  below?: ReactNode;
  /** Near me, on a phone. */
  action?: FilterBarAction;
  active: number;
  keep: readonly string[];
  columns?: string;
}) {
  const id = useId();
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <AddressForm keep={(key) => keep.includes(key)} className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-2 noscript:hidden sm:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 min-w-0 flex-1 items-center justify-between rounded-lg px-2 text-left font-semibold text-slate-900"
        >
          <span>
            {t('filters')}
            {active > 0 && (
              <span className="ml-2 inline-flex min-w-6 justify-center rounded-full bg-brand-600 px-1.5 text-sm text-white">
                {active}
                <span className="sr-only"> {t('filters-on')}</span>
              </span>
            )}
          </span>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className={open ? 'rotate-180' : ''}>
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        {action?.button}
      </div>
      <div id={id} className={open ? 'mt-3 sm:mt-0' : 'hidden noscript:block sm:block'}>
        {action?.panel && <div className="mb-4 noscript:hidden sm:hidden">{action.panel}</div>}
        <div className={`grid items-end gap-4 ${columns}`}>{children}</div>
        {below}
        <div className="mt-4 hidden noscript:block">
          <button type="submit" className={button({ size: 'sm' })}>
            {t('apply-filters')}
          </button>
        </div>
      </div>
    </AddressForm>
  );
}

/** A labelled dropdown whose first entry (value '') means "any"; `name`
 * is its key in the address. */
export function FilterSelect({
  name,
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
  name: string;
  label: string;
  anyLabel: string;
  /** `[value, label]` pairs. */
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  // A value from a shared address that the menu does not offer still shows.
  const known = value === '' || options.some(([option]) => option === value);
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <select id={id} name={name} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
        {!known && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}

/** How many items the filters leave, announced as it changes: `message`
 * says it ('2,000 events', given `$count` and `$shown`, the count in the
 * language's form). `null` while the list loads: the line keeps its
 * place, empty. */
export function ResultCount({ count, showing, message }: { count: number | null; showing?: number; message: string }) {
  const lang = useLang();
  const t = useT();
  let text = count === null ? null : t(message, { count, shown: formatCount(count, lang) });
  // "24 of 2,000 events" while the list shows a part of what matches.
  if (text !== null && showing !== undefined && count !== null && showing < count) {
    text = t('showing-of', { showing: formatCount(showing, lang), total: text });
  }
  return (
    <output aria-live="polite" className="block min-h-5 text-sm text-slate-700" data-testid="result-count">
      {text}
    </output>
  );
}

/** The line above a list: its count, and what else applies to it (the layout). */
export function ListSummary({ children }: { children: ReactNode }) {
  return <div className="mt-4 flex flex-wrap items-center justify-between gap-3">{children}</div>;
}

/** The empty state's way out of filters that match nothing: a form on the
 * list's bare address (with its `keep` keys), so that it works without
 * JavaScript too. */
export function ClearFilters({ onClick, keep }: { onClick: () => void; keep: readonly string[] }) {
  const t = useT();
  return (
    <AddressForm keep={(key) => keep.includes(key)}>
      <button type="submit" onClick={onClick} className={`${button({ intent: 'secondary' })} mt-6 min-h-11`}>
        {t('clear-filters')}
      </button>
    </AddressForm>
  );
}

import { useId, type ReactNode } from 'react';
import { button } from './button';
import { inputClass } from './form';

export const filterLabelClass = 'mb-1 block text-sm font-medium text-slate-700';

/** The white bar that holds a list's filters, and what opens under them. */
export function FilterBar({ children, below, columns = 'sm:grid-cols-2 lg:grid-cols-4' }: { children: ReactNode; below?: ReactNode; columns?: string }) {
  return (
    <div className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className={`grid items-end gap-4 ${columns}`}>{children}</div>
      {below}
    </div>
  );
}

/** A labelled dropdown whose first entry (value '') means "any". */
export function FilterSelect({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
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
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
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

/** How many items the filters leave, announced as it changes. */
export function ResultCount({ count, one, many }: { count: number; one: string; many: string }) {
  return (
    <output aria-live="polite" className="mt-4 block text-sm text-slate-700" data-testid="result-count">
      {count} {count === 1 ? one : many}
    </output>
  );
}

/** The empty state's way out of filters that match nothing. */
export function ClearFilters({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={`${button({ intent: 'secondary' })} mt-6 min-h-11`}>
      Clear filters
    </button>
  );
}

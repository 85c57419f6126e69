import { useMemo } from 'react';
import { factChoices, type Fact } from '../lib/core';
import { useWords } from '@/lib/i18n';

/** The facts staff set on a place, as checkboxes under core's headings
 * ('Good to know', 'Accessibility', 'Parking'): what visitors filter and
 * search by, so each is ticked, never typed. Spans the form's two columns. */
export function FactsField({ value, onChange }: { value: readonly Fact[]; onChange: (facts: Fact[]) => void }) {
  const words = useWords();
  const groups = useMemo(() => factChoices(words), [words]);
  const toggle = (fact: Fact, on: boolean) => onChange(on ? [...value.filter((f) => f !== fact), fact] : value.filter((f) => f !== fact));
  return (
    <div className="grid gap-4 md:col-span-2 md:grid-cols-3">
      {groups.map((group) => (
        <fieldset key={group.group}>
          <legend className="text-sm font-medium text-slate-800">{group.heading}</legend>
          <div className="mt-1 flex flex-col">
            {group.facts.map((fact) => (
              <label key={fact.fact} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4" checked={value.includes(fact.fact)} onChange={(e) => toggle(fact.fact, e.target.checked)} />
                {fact.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

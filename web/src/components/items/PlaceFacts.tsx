import { placeFacts, type Fact as PlaceFact } from '@/lib/core';
import { Fact } from './ItemPage';
import { useT, useWords } from '@/lib/i18n';

/** What staff say of a place, on its page: how long a visit takes, then
 * its facts under their headings ('Good to know', 'Accessibility',
 * 'Parking'), each in the page's language as core words them. */
export function PlaceFacts({ facts, visitMinutes }: { facts?: PlaceFact[] | null; visitMinutes?: number | null }) {
  const t = useT();
  const shown = placeFacts(facts ?? [], visitMinutes ?? undefined, useWords());
  if (!shown) return null;
  return (
    <>
      {shown.visit && <Fact label={t('fact-visit')}>{shown.visit}</Fact>}
      {shown.groups.map((group) => (
        <Fact key={group.group} label={group.heading}>
          <ul className="flex flex-wrap gap-1.5" data-testid={`place-facts-${group.group}`}>
            {group.facts.map((fact) => (
              <li key={fact.fact} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
                {fact.label}
              </li>
            ))}
          </ul>
        </Fact>
      ))}
    </>
  );
}

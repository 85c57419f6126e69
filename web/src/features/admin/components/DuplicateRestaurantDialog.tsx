import { useRef } from 'react';
import { button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatPhone, ratingOutOf5, type DuplicateRestaurantResponse, type Restaurant, type SimilarRestaurant } from '../lib/core';
import { useWords } from '@/lib/i18n';

type Props = {
  answer: DuplicateRestaurantResponse;
  busy: boolean;
  onCancel: () => void;
  onCreateAnyway: () => void;
  onReplace: (id: number) => void;
};

/** A restaurant's facts side by side with the others; the rating read out of 5 (spec section 3). */
function Facts({ restaurant }: { restaurant: Restaurant | SimilarRestaurant }) {
  const words = useWords();
  const facts: [string, string | null][] = [
    ['Address', restaurant.address],
    ['Phone', restaurant.phone ? formatPhone(restaurant.phone) : null],
    ['Website', restaurant.website],
    ['Cuisine', restaurant.cuisine],
    ['Price range', restaurant.priceRange ?? null],
    ['Rating', ratingOutOf5(restaurant.rating, words)],
  ];
  return (
    <>
      {restaurant.description && <p className="mt-1 line-clamp-3 text-sm text-slate-700">{restaurant.description}</p>}
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        {facts.map(([label, value]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </>
  );
}

/**
 * Spec section 4: the new restaurant against the similar ones already
 * stored. Cancel and Create Anyway always; with one match 'Replace Existing
 * (ID)', with several a 'Replace ID' button per match. Escape
 * cancels, except while a choice is being carried out.
 */
export function DuplicateRestaurantDialog({ answer, busy, onCancel, onCreateAnyway, onReplace }: Props) {
  // The safe choice has the keyboard first.
  const cancel = useRef<HTMLButtonElement>(null);
  const matches = answer.similarRestaurants;
  const single = matches.length === 1 ? matches[0] : null;

  return (
    <Dialog described busy={busy} onClose={onCancel} initialFocus={cancel}>
      <div className="p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">Duplicate Restaurant Detected</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-700">{answer.message}</DialogDescription>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <section aria-labelledby="duplicate-new" className="rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100">
            <h3 id="duplicate-new" className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              New restaurant
            </h3>
            <p className="mt-1 font-semibold text-slate-900">{answer.newRestaurantData.name}</p>
            <Facts restaurant={answer.newRestaurantData} />
          </section>
          <section aria-labelledby="duplicate-existing" className="grid gap-3">
            <h3 id="duplicate-existing" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              Already in the guide
            </h3>
            <ul className="grid gap-3">
              {matches.map((match) => (
                <li key={match.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
                  <p className="font-semibold text-slate-900">
                    {match.name} <span className="text-sm font-normal text-slate-600">(ID {match.id})</span>
                  </p>
                  <Facts restaurant={match} />
                  {!single && (
                    <button type="button" className={button({ intent: 'secondary', className: 'mt-3' })} disabled={busy} onClick={() => onReplace(match.id)}>
                      Replace {match.id}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={cancel} type="button" className={button({ intent: 'secondary' })} disabled={busy} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={button({ intent: 'secondary' })} disabled={busy} onClick={onCreateAnyway}>
            Create Anyway
          </button>
          {single && (
            <button type="button" className={button()} disabled={busy} onClick={() => onReplace(single.id)}>
              Replace Existing ({single.id})
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}

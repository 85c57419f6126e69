import { useRef } from 'react';
import { button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatPhone, ratingOutOf5, type DuplicateRestaurantResponse, type Restaurant, type SimilarRestaurant } from '../lib/core';
import { useT, useWords } from '@/lib/i18n';

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
  const t = useT();
  // Each fact named by its field's message, as the form names it.
  const facts: [string, string | null][] = [
    ['field-address', restaurant.address],
    ['field-phone', restaurant.phone ? formatPhone(restaurant.phone) : null],
    ['field-website', restaurant.website],
    ['field-cuisine', restaurant.cuisine],
    ['field-price-range', restaurant.priceRange ?? null],
    ['field-rating', ratingOutOf5(restaurant.rating, words)],
  ];
  return (
    <>
      {restaurant.description && <p className="mt-1 line-clamp-3 text-sm text-slate-700">{restaurant.description}</p>}
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        {facts.map(([label, value]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{t(label)}</dt>
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
  const t = useT();
  const matches = answer.similarRestaurants;
  const single = matches.length === 1 ? matches[0] : null;

  return (
    <Dialog described busy={busy} onClose={onCancel} initialFocus={cancel}>
      <div className="p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">{t('duplicate-title')}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-700">{answer.message}</DialogDescription>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <section aria-labelledby="duplicate-new" className="rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100">
            <h3 id="duplicate-new" className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {t('duplicate-new')}
            </h3>
            <p className="mt-1 font-semibold text-slate-900">{answer.newRestaurantData.name}</p>
            <Facts restaurant={answer.newRestaurantData} />
          </section>
          <section aria-labelledby="duplicate-existing" className="grid gap-3">
            <h3 id="duplicate-existing" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t('duplicate-existing')}
            </h3>
            <ul className="grid gap-3">
              {matches.map((match) => (
                <li key={match.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
                  <p className="font-semibold text-slate-900">
                    {match.name} <span className="text-sm font-normal text-slate-600">{t('duplicate-id', { id: String(match.id) })}</span>
                  </p>
                  <Facts restaurant={match} />
                  {!single && (
                    <button type="button" className={button({ intent: 'secondary', className: 'mt-3' })} disabled={busy} onClick={() => onReplace(match.id)}>
                      {t('duplicate-replace', { id: String(match.id) })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={cancel} type="button" className={button({ intent: 'secondary' })} disabled={busy} onClick={onCancel}>
            {t('admin-cancel')}
          </button>
          <button type="button" className={button({ intent: 'secondary' })} disabled={busy} onClick={onCreateAnyway}>
            {t('duplicate-create-anyway')}
          </button>
          {single && (
            <button type="button" className={button()} disabled={busy} onClick={() => onReplace(single.id)}>
              {t('duplicate-replace-existing', { id: String(single.id) })}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}

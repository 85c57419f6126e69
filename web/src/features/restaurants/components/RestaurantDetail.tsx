import { useEffect, useRef } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { directionsUrl, ratingOutOf10, type Restaurant } from '@/lib/core';

/**
 * The Area View's detail panel (spec section 2). A native modal dialog: it
 * keeps the keyboard inside, closes on Escape and hands focus back to the
 * row that opened it.
 */
export function RestaurantDetail({ restaurant, onClose }: { restaurant: Restaurant; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  // No close() on unmount: a removed dialog leaves the top layer by itself,
  // and closing here would fire onClose during StrictMode's effect replay.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const facts: [string, string | null][] = [
    ['Rating', ratingOutOf10(restaurant.rating)],
    ['Cuisine', restaurant.cuisine],
    ['Price range', restaurant.priceRange ?? null],
    ['Address', restaurant.address],
  ];

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="restaurant-detail-title"
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <h2 id="restaurant-detail-title" className="font-display text-2xl font-bold text-slate-900">
          {restaurant.name}
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) =>
            value ? (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
        {restaurant.description && <p className="mt-4 text-sm text-slate-700">{restaurant.description}</p>}
        <div className="mt-6 flex flex-wrap gap-3">
          <ExternalLink
            href={directionsUrl(restaurant.name, restaurant.address)}
            className="inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Get Directions<span className="sr-only"> (opens in a new tab)</span>
          </ExternalLink>
          {restaurant.website && (
            <ExternalLink
              href={restaurant.website}
              className="inline-flex rounded-lg border-2 border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Website<span className="sr-only"> (opens in a new tab)</span>
            </ExternalLink>
          )}
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="ml-auto inline-flex rounded-lg border-2 border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}

import { Link } from 'wouter';
import { button } from '@/components/ui/button';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { MoreInfo } from '@/components/items/card-links';
import { ItemImg, useItemPicture } from '@/components/items/item-picture';
import { cuisineLabel, directionsUrl, itemPath, ratingOutOf10, savedFromRestaurant, type Restaurant } from '@/lib/core';
import { useT, useWords } from '@/lib/i18n';

/**
 * The Area View's detail panel (spec section 2): a modal dialog that keeps
 * the keyboard inside, closes on Escape or a click beside it, and hands
 * focus back to the row that opened it. It leads to the restaurant's own
 * page, and saves it to the plan, as its card does.
 */
export function RestaurantDetail({ restaurant, onClose }: { restaurant: Restaurant; onClose: () => void }) {
  const t = useT();
  const words = useWords();
  const facts: [string, string | null][] = [
    [t('fact-rating'), ratingOutOf10(restaurant.rating, words)],
    [t('fact-cuisine'), restaurant.cuisine || restaurant.cuisineDetail ? cuisineLabel(restaurant.cuisine, restaurant.cuisineDetail, words) : null],
    [t('fact-price-range'), restaurant.priceRange ?? null],
    [t('fact-address'), restaurant.address],
  ];

  // A picture that fails is left out, as on the card.
  const picture = useItemPicture(restaurant.image, restaurant.picture, 'panel');

  return (
    <Dialog size="narrow" closeOnOutsideClick onClose={onClose}>
      {picture && <ItemImg shown={picture} priority="high" className="h-40 w-full object-cover" />}
      <div className="p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">
          <Link href={itemPath('restaurant', restaurant.id, restaurant.name)} className="-my-1.5 inline-flex min-h-11 items-center underline-offset-2 hover:text-brand-700 hover:underline">
            {restaurant.name}
          </Link>
        </DialogTitle>
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
            className={button({ size: 'sm' })}
          >
            {t('directions')}
            <span className="sr-only"> {t('opens-new-tab')}</span>
          </ExternalLink>
          {restaurant.website && (
            <ExternalLink
              href={restaurant.website}
              className={button({ intent: 'secondary', size: 'sm' })}
            >
              {t('website')}
              <span className="sr-only"> {t('opens-new-tab')}</span>
            </ExternalLink>
          )}
          <MoreInfo href={itemPath('restaurant', restaurant.id, restaurant.name)} name={restaurant.name} stretch={false} />
          <FavoriteToggle kind="restaurant" id={restaurant.id} name={restaurant.name} toItem={() => savedFromRestaurant(restaurant, words.lang)} />
          <button
            type="button"
            onClick={onClose}
            className={button({ intent: 'quiet', size: 'sm', className: 'ml-auto' })}
          >
            {t('close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

import { Link } from 'wouter';
import { AddressLink, PhoneLink } from '@/components/items/ContactLinks';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { button } from '@/components/ui/button';
import { cuisineLabel, itemPath, ratingOutOf10, savedFromRestaurant, type Restaurant } from '@/lib/core';
import { ItemImg, useItemPicture, type ImagePriority } from '@/components/items/item-picture';
import { CardPhotoLink, MoreInfo } from '@/components/items/card-links';
import { memoByValue } from '@/lib/memo-by-value';
import { useT, useWords } from '@/lib/i18n';
import { fieldLang } from '@/lib/localized';
import { WrittenInNote } from '@/components/items/ItemPage';
import { CardDistance } from '@/components/items/CardDistance';

export const RestaurantCard = memoByValue(function RestaurantCard({ restaurant, priority, distance = null }: { restaurant: Restaurant; priority?: ImagePriority; distance?: string | null }) {
  // Spec section 4: no image reads 'No image available'; a failed one is hidden.
  const picture = useItemPicture(restaurant.image, restaurant.picture, 'card');
  const t = useT();
  const words = useWords();
  const page = itemPath('restaurant', restaurant.id, restaurant.name);
  return (
    <article className="card">
      {!restaurant.image ? (
        <CardPhotoLink href={page}>
          <div className="flex h-32 items-center justify-center bg-slate-100 text-sm text-slate-600 sm:h-44">{t('no-image')}</div>
        </CardPhotoLink>
      ) : (
        picture && (
          <CardPhotoLink href={page}>
            <ItemImg shown={picture} priority={priority} className="h-32 w-full object-cover sm:h-44" />
          </CardPhotoLink>
        )
      )}
      <div className="flex flex-1 flex-col gap-1.5 p-4 sm:gap-2 sm:p-5">
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">
            {cuisineLabel(restaurant.cuisine, restaurant.cuisineDetail, words)} · {restaurant.priceRange}
          </span>
          <span className="text-sm font-medium text-slate-800">{ratingOutOf10(restaurant.rating, words)}</span>
        </p>
        {/* The link is a 44 px target; the margins give back the height it adds. */}
        <h3 lang={fieldLang(restaurant, 'name')} className="-my-2.5 text-base font-semibold text-slate-900 sm:text-lg">
          <Link href={page} className="flex min-h-11 min-w-11 items-center hover:text-brand-700 hover:underline">
            {restaurant.name}
          </Link>
        </h3>
        <CardDistance distance={distance} />
        <WrittenInNote shown={restaurant} className="text-xs text-slate-600" />
        <p lang={fieldLang(restaurant, 'description')} className="line-clamp-2 text-sm text-slate-600 sm:line-clamp-3">
          {restaurant.description}
        </p>
        {(restaurant.address || restaurant.phone) && (
          <p className="flex flex-col items-start">
            {restaurant.address && <AddressLink name={restaurant.name} address={restaurant.address} look="card" />}
            {/* A phone calls from the card's buttons; wider screens show the number. */}
            {restaurant.phone && <PhoneLink phone={restaurant.phone} look="card" className="max-sm:hidden" />}
          </p>
        )}
        <div className="mt-auto flex gap-2 pt-2">
          {!restaurant.website && <MoreInfo href={page} name={restaurant.name} />}
          {restaurant.website && (
            <ExternalLink href={restaurant.website} className={button({ size: 'sm', className: 'min-w-0 flex-1 !px-3' })}>
              {t('website')}
              <span className="sr-only"> {t('website-of', { name: restaurant.name })}</span>
            </ExternalLink>
          )}
          <FavoriteToggle kind="restaurant" id={restaurant.id} name={restaurant.name} toItem={() => savedFromRestaurant(restaurant, words.lang)} />
          {restaurant.phone && <PhoneLink phone={restaurant.phone} look="icon" name={restaurant.name} className="sm:hidden" />}
        </div>
      </div>
    </article>
  );
});

import { Link } from 'wouter';
import { AddressLink, PhoneLink } from '@/components/items/ContactLinks';
import { ExternalLink, OutboundIcon } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { activityTypeName, itemPath, priceLabel, savedFromActivity, type Activity } from '@/lib/core';
import { button } from '@/components/ui/button';
import { ItemImg, useItemPicture, type ImagePriority } from '@/components/items/item-picture';
import { CardPhotoLink, MoreInfo } from '@/components/items/card-links';
import { memoByValue } from '@/lib/memo-by-value';
import { useT, useWords } from '@/lib/i18n';
import { fieldLang } from '@/lib/localized';
import { WrittenInNote } from '@/components/items/ItemPage';
import { CardDistance } from '@/components/items/CardDistance';

export const ActivityCard = memoByValue(function ActivityCard({ activity, priority, distance = null }: { activity: Activity; priority?: ImagePriority; distance?: string | null }) {
  // Spec section 4: a failed activity image is hidden, not replaced.
  const picture = useItemPicture(activity.image, activity.picture, 'card');
  const t = useT();
  const words = useWords();
  const page = itemPath('activity', activity.id, activity.name);
  return (
    <article className="card">
      {picture && (
        <CardPhotoLink href={page}>
          <ItemImg shown={picture} priority={priority} className="h-32 w-full object-cover sm:h-44" />
        </CardPhotoLink>
      )}
      <div className="flex flex-1 flex-col gap-1.5 p-4 sm:gap-2 sm:p-5">
        {(activity.activityType || activity.price) && (
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{activity.activityType && activityTypeName(activity.activityType, words)}</span>
            {activity.price && <span className="text-right text-sm font-medium text-slate-900">{priceLabel(activity.price, words)}</span>}
          </p>
        )}
        {/* The link is a 44 px target; the margins give back the height it adds. */}
        <h3 lang={fieldLang(activity, 'name')} className="-my-2.5 text-base font-semibold text-slate-900 sm:text-lg">
          <Link href={page} className="flex min-h-11 min-w-11 items-center hover:text-brand-700 hover:underline">
            {activity.name}
          </Link>
        </h3>
        <CardDistance distance={distance} />
        <WrittenInNote shown={activity} className="text-xs text-slate-600" />
        <p lang={fieldLang(activity, 'description')} className="line-clamp-2 text-sm text-slate-600 sm:line-clamp-3">
          {activity.description}
        </p>
        {(activity.address || activity.phone) && (
          <p className="flex flex-col items-start">
            {activity.address && <AddressLink name={activity.name} address={activity.address} look="card" />}
            {activity.phone && <PhoneLink phone={activity.phone} look="card" className="max-sm:hidden" />}
          </p>
        )}
        <div className="mt-auto flex gap-2 pt-2">
          {!activity.website && <MoreInfo href={page} name={activity.name} />}
          {activity.website && (
            <ExternalLink
              href={activity.website}
              className={button({ size: 'sm', className: 'min-w-0 flex-1 !px-3' })}
            >
              {t('details')}
              <span className="sr-only"> {t('details-site-for', { name: activity.name })}</span>
              <OutboundIcon />
            </ExternalLink>
          )}
          <FavoriteToggle kind="activity" id={activity.id} name={activity.name} toItem={() => savedFromActivity(activity, words.lang)} />
          {activity.phone && <PhoneLink phone={activity.phone} look="icon" name={activity.name} className="sm:hidden" />}
        </div>
      </div>
    </article>
  );
});

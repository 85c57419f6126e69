import { useState } from 'react';
import { Link } from 'wouter';
import { AddressLink, PhoneLink } from '@/components/ui/ContactLinks';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/ui/FavoriteToggle';
import { itemPath, savedFromActivity, type Activity } from '@/lib/core';
import { button } from '@/components/ui/button';

export function ActivityCard({ activity, priority = false }: { activity: Activity; priority?: boolean }) {
  // Spec section 4: a failed activity image is hidden, not replaced.
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <article className="card">
      {activity.image && !imageFailed && (
        <img src={activity.image} alt="" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} onError={() => setImageFailed(true)} className="h-32 w-full object-cover sm:h-44" />
      )}
      <div className="flex flex-1 flex-col gap-1.5 p-4 sm:gap-2 sm:p-5">
        {activity.activityType && (
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{activity.activityType}</p>
        )}
        <h3 className="text-base font-semibold text-slate-900 sm:text-lg">
          <Link href={itemPath('activity', activity.id, activity.name)} className="hover:text-brand-700 hover:underline">
            {activity.name}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-600 sm:line-clamp-3">{activity.description}</p>
        {(activity.address || activity.phone) && (
          <p className="flex flex-col items-start">
            {activity.address && <AddressLink name={activity.name} address={activity.address} look="card" />}
            {activity.phone && <PhoneLink phone={activity.phone} look="card" />}
          </p>
        )}
        {activity.price && <p className="text-sm font-medium text-slate-900">{activity.price}</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {activity.website && (
            <ExternalLink
              href={activity.website}
              className={button({ size: 'sm', className: 'flex-1' })}
            >
              Details<span className="sr-only"> for {activity.name} (opens in a new tab)</span>
            </ExternalLink>
          )}
          <FavoriteToggle kind="activity" id={activity.id} name={activity.name} toItem={() => savedFromActivity(activity)} />
        </div>
      </div>
    </article>
  );
}

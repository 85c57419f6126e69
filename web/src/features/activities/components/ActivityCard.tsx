import { useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { formatPhone, type Activity } from '@/lib/core';

export function ActivityCard({ activity }: { activity: Activity }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {activity.image && !imageFailed && (
        <img src={activity.image} alt="" loading="lazy" onError={() => setImageFailed(true)} className="h-44 w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{activity.activityType}</p>
        <h3 className="text-lg font-semibold text-slate-900">{activity.name}</h3>
        <p className="line-clamp-3 text-sm text-slate-600">{activity.description}</p>
        {activity.address && <p className="text-sm text-slate-700">{activity.address}</p>}
        {activity.phone && <p className="text-sm text-slate-700">{formatPhone(activity.phone)}</p>}
        {activity.website && (
          <ExternalLink href={activity.website} className="mt-auto inline-flex justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Details<span className="sr-only"> for {activity.name} (opens in a new tab)</span>
          </ExternalLink>
        )}
      </div>
    </article>
  );
}

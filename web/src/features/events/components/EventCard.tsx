import { useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { formatEventDateRange, imageSrc, priceLabel, type GuideEvent } from '@/lib/core';

export function EventCard({ event }: { event: GuideEvent }) {
  const [imageFailed, setImageFailed] = useState(false);
  const src = imageSrc(event.image ?? undefined);
  const venueName = typeof event.venue === 'string' ? event.venue : event.venue.name;
  const venueWebsite = typeof event.venue === 'string' ? null : event.venue.website;
  const detailsUrl = event.ticketUrl ?? venueWebsite;
  const showVenue = venueName.trim().toLowerCase() !== 'venue tba';

  return (
    <article className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {src && !imageFailed ? (
        <img src={src} alt="" loading="lazy" onError={() => setImageFailed(true)} className="h-44 w-full object-cover" />
      ) : (
        <div className="flex h-44 items-center justify-center bg-slate-100 text-sm text-slate-600">No Picture Available</div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{event.category}</p>
        <h3 className="text-lg font-semibold text-slate-900">{event.title}</h3>
        <p className="text-sm text-slate-700">
          <span>{formatEventDateRange(event.date, event.endDate ?? undefined)}</span>
          {event.time && <span> · {event.time}</span>}
        </p>
        {showVenue && <p className="text-sm text-slate-700">{venueName}</p>}
        <p className="line-clamp-3 text-sm text-slate-600">{event.description}</p>
        <p className="mt-auto pt-2 text-sm font-medium text-slate-900">{priceLabel(event.ticketPrice ?? undefined)}</p>
        {detailsUrl && (
          <ExternalLink href={detailsUrl} className="mt-2 inline-flex justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Details<span className="sr-only"> for {event.title} (opens in a new tab)</span>
          </ExternalLink>
        )}
      </div>
    </article>
  );
}

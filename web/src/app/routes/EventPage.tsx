import { useMemo } from 'react';
import { AddToCalendar } from '@/components/ui/AddToCalendar';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/ui/FavoriteToggle';
import { AddressLink, PhoneLink } from '@/components/ui/ContactLinks';
import { Fact, ItemPage, ItemPageSkeleton, RelatedSection } from '@/components/ui/ItemPage';
import { button } from '@/components/ui/button';
import { useEvents } from '@/features/events/api/get-events';
import { EventCard } from '@/features/events/components/EventCard';
import { EventStatusBadge } from '@/features/events/components/EventStatusBadge';
import {
  categoryColor,
  categoryLabel,
  fullDateRange,
  imageSrc,
  isVenueTba,
  moreAtVenue,
  priceLabel,
  savedFromEvent,
} from '@/lib/core';
import { listReturnUrl } from '@/lib/list-return';
import { useCityToday } from '@/lib/today';
import { NotFound } from './NotFound';
import { useItemHead, useItemId } from './use-item-head';

const MORE_AT_VENUE = 3;

/** `/events/:id-:slug`: one event, from the saved list (works offline). */
export function EventPage() {
  const id = useItemId();
  const events = useEvents();
  const today = useCityToday();
  const event = events.data?.find((e) => e.id === id);
  useItemHead('event', event);
  const more = useMemo(
    () => (event && events.data && today ? Array.from(moreAtVenue(events.data, event, today, MORE_AT_VENUE), (i) => events.data[i]) : []),
    [event, events.data, today],
  );

  if (events.isPending) return <ItemPageSkeleton />;
  if (!event) return <NotFound />;

  const venue = typeof event.venue === 'string' ? null : event.venue;
  const venueName = venue?.name ?? (event.venue as string);
  const detailsUrl = event.ticketUrl || venue?.website;
  return (
    <ItemPage
      back={{ href: listReturnUrl('/events'), label: 'All Events' }}
      image={imageSrc(event.image) ?? null}
      noImage="No Picture Available"
      kicker={
        <span className="flex flex-wrap gap-1.5">
          <span className="inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold text-white" style={{ backgroundColor: categoryColor(event.category) }}>
            {categoryLabel(event.category)}
          </span>
          <EventStatusBadge status={event.status} />
        </span>
      }
      title={event.title}
      description={event.description ?? ''}
      facts={
        <>
          <Fact label="Date">{today ? fullDateRange(event.date, event.endDate, today) : null}</Fact>
          {event.time && <Fact label="Time">{event.time}</Fact>}
          {!isVenueTba(event.venue) && (
            <Fact label="Venue">
              <span className="block">{venueName}</span>
              {venue?.address && <AddressLink name={venueName} address={venue.address} />}
            </Fact>
          )}
          {venue?.phone && (
            <Fact label="Phone">
              <PhoneLink phone={venue.phone} />
            </Fact>
          )}
          <Fact label="Price">{priceLabel(event.ticketPrice)}</Fact>
        </>
      }
      actions={
        <>
          {detailsUrl && (
            <ExternalLink href={detailsUrl} className={button({ size: 'lg' })}>
              {event.ticketUrl ? 'Tickets' : 'Details'}
              <span className="sr-only"> for {event.title} (opens in a new tab)</span>
            </ExternalLink>
          )}
          <FavoriteToggle kind="event" id={event.id} name={event.title} toItem={() => savedFromEvent(event)} />
          <AddToCalendar label="Add to calendar" file={(calendar) => calendar.eventCalendarFile(event)} />
        </>
      }
      related={
        more.length > 0 && (
          <RelatedSection title="More at this venue">
            {more.map((e) => (
              <EventCard key={e.id} event={e} />
            ))}
          </RelatedSection>
        )
      }
    />
  );
}

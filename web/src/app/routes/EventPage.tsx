import { useMemo } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { AddressLink, PhoneLink } from '@/components/items/ContactLinks';
import { NotOnDevicePage } from '@/components/items/NotOnDevice';
import { Fact, ItemPage, ItemPageSkeleton, RelatedSection } from '@/components/items/ItemPage';
import { button } from '@/components/ui/button';
import { useEventPage, useEvents } from '@/features/events/api/get-events';
import { ApiError } from '@/lib/api-client';
import { EventCard } from '@/features/events/components/EventCard';
import { EventStatusBadge } from '@/features/events/components/EventStatusBadge';
import { EventCalendarButton } from '@/features/events/components/EventCalendarButton';
import {
  categoryColor,
  categoryLabel,
  eventDetailsUrl,
  fullDateRange,
  isVenueTba,
  moreAtVenue,
  priceLabel,
  savedFromEvent,
  venueName,
} from '@/lib/core';
import { useOnline } from '@/lib/connection';
import { listReturnUrl } from '@/lib/list-return';
import { useCityToday } from '@/lib/today';
import { NotFound } from './NotFound';
import { useItemHead, useItemId } from './use-item-head';

/** `/events/:id-:slug`: one event and more at its venue, read alone
 * (the page never reads the whole list); offline without that answer
 * saved, from the device's copy of the list. */
export function EventPage() {
  const id = useItemId();
  const page = useEventPage(id);
  const cause = page.error?.cause;
  const unknown = cause instanceof ApiError && cause.status === 404;
  const fromDevice = page.isError && !unknown;
  const events = useEvents(fromDevice);
  const today = useCityToday();
  const saved = fromDevice ? events.data?.find((e) => e.id === id) : undefined;
  const event = page.data?.event ?? saved;
  useItemHead('event', event);
  const online = useOnline();
  const more = useMemo(() => {
    if (page.data) return page.data.moreAtVenue;
    return saved && events.data && today ? Array.from(moreAtVenue(events.data, saved, today), (i) => events.data[i]) : [];
  }, [page.data, saved, events.data, today]);

  if (id !== undefined && (page.isPending || (fromDevice && events.isPending))) return <ItemPageSkeleton />;
  // Offline, the device's copy may simply be older than the event.
  if (!event) return online || unknown ? <NotFound /> : <NotOnDevicePage />;

  // A known venue's details (address, phone), when the event has one.
  const venue = typeof event.venue === 'string' ? null : event.venue;
  const venueLabel = venueName(event.venue);
  const detailsUrl = eventDetailsUrl(event);
  return (
    <ItemPage
      back={{ href: listReturnUrl('/events'), label: 'All Events' }}
      image={event.image}
      picture={event.picture}
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
              <span className="block">{venueLabel}</span>
              {venue?.address && <AddressLink name={venueLabel} address={venue.address} />}
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
          <EventCalendarButton event={event} label="Add to calendar" />
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

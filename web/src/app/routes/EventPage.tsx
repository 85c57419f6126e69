import { Link } from 'wouter';
import { ExternalLink, OutboundIcon } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { AddressLink, PhoneLink } from '@/components/items/ContactLinks';
import { NotOnDevicePage } from '@/components/items/NotOnDevice';
import { Fact, ItemPage, ItemPageSkeleton, RelatedSection } from '@/components/items/ItemPage';
import { button } from '@/components/ui/button';
import { useEventPage } from '@/features/events/api/get-events';
import { useDeviceCopy, useDeviceEventPage } from '@/features/events/api/device-events';
import { ApiError } from '@/lib/api-client';
import { EventCard } from '@/features/events/components/EventCard';
import { EventStatusBadge } from '@/features/events/components/EventStatusBadge';
import { EventCalendarButton } from '@/features/events/components/EventCalendarButton';
import { RemindIfSaved } from '@/components/items/RemindMe';
import {
  categoryColor,
  categoryLabel,
  eventDetailsUrl,
  eventTime,
  fullDateRange,
  isVenueTba,
  itemPath,
  priceLabel,
  savedFromEvent,
  seriesLine,
  shortDay,
  venueName,
  type GuideEvent,
  type SeriesDates,
} from '@/lib/core';
import { useOnline } from '@/lib/connection';
import { listReturnUrl } from '@/lib/list-return';
import { useCityToday } from '@/lib/today';
import { useT, useWords } from '@/lib/i18n';
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
  const device = useDeviceEventPage(id, fromDevice);
  const copy = useDeviceCopy();
  const today = useCityToday();
  const t = useT();
  const words = useWords();
  const lang = words.lang;
  // Offline, core makes the page from the device's copy (in the worker).
  const shown = page.data ?? device.data ?? undefined;
  const event = shown?.event;
  useItemHead('event', event);
  const online = useOnline();
  const more = shown?.moreAtVenue ?? [];

  if (id !== undefined && (page.isPending || (fromDevice && device.isPending && copy.status !== 'failed'))) return <ItemPageSkeleton />;
  // Offline, the device's copy may simply be older than the event.
  if (!event) return online || unknown ? <NotFound /> : <NotOnDevicePage />;

  // A known venue's details (address, phone), when the event has one.
  const venue = typeof event.venue === 'string' ? null : event.venue;
  const venueLabel = venueName(event.venue);
  const detailsUrl = eventDetailsUrl(event);
  return (
    <ItemPage
      back={{ href: listReturnUrl('/events'), label: t('page-events-title') }}
      image={event.image}
      picture={event.picture}
      noImage={t('no-picture')}
      kicker={
        <span className="flex flex-wrap gap-1.5">
          <span className="inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold text-white" style={{ backgroundColor: categoryColor(event.category) }}>
            {categoryLabel(event.category, words)}
          </span>
          <EventStatusBadge status={event.status} />
        </span>
      }
      title={event.title}
      description={event.description ?? ''}
      writtenIn={event}
      facts={
        <>
          <Fact label={t('fact-date')}>{today ? fullDateRange(event.date, event.endDate, today, lang) : null}</Fact>
          {event.time && <Fact label={t('fact-time')}>{eventTime(event.time, lang)}</Fact>}
          {!isVenueTba(event.venue) && (
            <Fact label={t('fact-venue')}>
              <span className="block">{venueLabel}</span>
              {venue?.address && <AddressLink name={venueLabel} address={venue.address} />}
            </Fact>
          )}
          {venue?.phone && (
            <Fact label={t('fact-phone')}>
              <PhoneLink phone={venue.phone} />
            </Fact>
          )}
          <Fact label={t('fact-price')}>{priceLabel(event.ticketPrice, words)}</Fact>
        </>
      }
      actions={
        <>
          {detailsUrl && (
            <ExternalLink href={detailsUrl} className={button({ size: 'lg' })}>
              {event.ticketUrl ? t('tickets') : t('details')}
              <span className="sr-only"> {t(event.ticketUrl ? 'details-tickets-for' : 'details-site-for', { name: event.title })}</span>
              <OutboundIcon />
            </ExternalLink>
          )}
          <FavoriteToggle kind="event" id={event.id} name={event.title} toItem={() => savedFromEvent(event, lang)} />
          <RemindIfSaved event={event} />
          <EventCalendarButton event={event} label={t('add-to-calendar')} />
        </>
      }
      related={
        <>
          {event.series && <SeriesDatesSection event={event} series={event.series} />}
          {more.length > 0 && (
            <RelatedSection title={t('more-at-venue')}>
              {more.map((e) => (
                <EventCard key={e.id} event={e} remind={RemindIfSaved} />
              ))}
            </RelatedSection>
          )}
        </>
      }
    />
  );
}

/** A series' coming dates, each its own page; a cancelled one says so,
 * one moved to another time says when. */
function SeriesDatesSection({ event, series }: { event: GuideEvent; series: SeriesDates }) {
  const t = useT();
  const words = useWords();
  return (
    <section aria-labelledby="series-dates" className="mt-10">
      <h2 id="series-dates" className="font-display text-2xl font-bold text-slate-900">
        {t('series-coming-dates')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{seriesLine(series, event.time, words)}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {series.dates.map((day) => {
          const here = day.id === event.id;
          return (
            <li key={day.id}>
              <Link
                href={itemPath('event', day.id, event.title)}
                aria-current={here ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-1.5 rounded-md border px-3 text-sm ${
                  here ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 text-slate-800 hover:border-brand-600'
                } ${day.status === 'cancelled' ? 'line-through decoration-slate-500' : ''}`}
              >
                {shortDay(day.date, words.lang)}
                {day.time && <span>{t('series-date-moved', { time: eventTime(day.time, words.lang) })}</span>}
                <EventStatusBadge status={day.status} />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { ExternalLink, OutboundIcon } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { button } from '@/components/ui/button';
import {
  categoryColor,
  categoryLabel,
  eventDetailsUrl,
  eventTime,
  formatEventDateRange,
  homeCategoryColor,
  isVenueTba,
  itemPath,
  priceLabel,
  savedFromEvent,
  seriesLine,
  venueName,
  type GuideEvent,
} from '@/lib/core';
import { EventStatusBadge } from './EventStatusBadge';
import { EventCalendarButton } from './EventCalendarButton';
import { ItemImg, useItemPicture, type ImagePriority } from '@/components/items/item-picture';
import { CardPhotoLink, MoreInfo } from '@/components/items/card-links';
import { memoByValue } from '@/lib/memo-by-value';
import { useT, useWords } from '@/lib/i18n';
import { fieldLang } from '@/lib/localized';
import { WrittenInNote } from '@/components/items/ItemPage';
import { CardDistance } from '@/components/items/CardDistance';

/**
 * `palette` picks the category colours: the Home page has its own mapping
 * (spec section 3 gives both lists).
 */
export const EventCard = memoByValue(function EventCard({
  event,
  palette = 'events',
  priority,
  distance = null,
  remind: Remind,
}: {
  event: GuideEvent;
  palette?: 'home' | 'events';
  priority?: ImagePriority;
  /** Near me: how far its venue is ('0.4 mi · 8 min walk'). */
  distance?: string | null;
  /** 'Remind me' once saved (components/items/RemindMe's RemindIfSaved),
   * given by the screens that load its words; Home's cards go without, and
   * so does its first download. */
  remind?: ComponentType<{ event: GuideEvent; icon?: boolean }>;
}) {
  const picture = useItemPicture(event.image, event.picture, 'card');
  const t = useT();
  const words = useWords();
  const venue = venueName(event.venue);
  // Spec section 2: Details opens the ticket page, else the venue's website.
  const detailsUrl = eventDetailsUrl(event);
  const color = palette === 'home' ? homeCategoryColor(event.category) : categoryColor(event.category);
  const page = itemPath('event', event.id, event.title);

  return (
    <article className="card">
      <CardPhotoLink href={page}>
        {picture ? (
          <ItemImg shown={picture} priority={priority} className="h-32 w-full object-cover sm:h-44" />
        ) : (
          <div className="flex h-32 items-center justify-center bg-slate-100 text-sm text-slate-600 sm:h-44">{t('no-picture')}</div>
        )}
      </CardPhotoLink>
      <div className="flex flex-1 flex-col gap-1.5 p-4 sm:gap-2 sm:p-5">
        {/* The price beside the category: a phone's card stays half a screen. */}
        <p className="flex items-baseline justify-between gap-3">
          <span className="flex flex-wrap gap-1.5">
            <span className="inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold text-white" style={{ backgroundColor: color }}>
              {categoryLabel(event.category, words)}
            </span>
            <EventStatusBadge status={event.status} />
          </span>
          <span className="text-right text-sm font-medium text-slate-900">{priceLabel(event.ticketPrice, words)}</span>
        </p>
        {/* The link is a 44 px target; the margins give back the height it adds. */}
        <h3 lang={fieldLang(event, 'title')} className="-my-2.5 text-base font-semibold text-slate-900 sm:text-lg">
          <Link href={page} className="flex min-h-11 min-w-11 items-center hover:text-brand-700 hover:underline">
            {event.title}
          </Link>
        </h3>
        <CardDistance distance={distance} />
        <WrittenInNote shown={event} className="text-xs text-slate-600" />
        <p lang={fieldLang(event, 'description')} className="line-clamp-2 text-sm text-slate-600 sm:line-clamp-3">
          {event.description}
        </p>
        {/* A series is one card: how often, when, and its next date. */}
        <p className="text-sm text-slate-700">
          {event.series ? (
            seriesLine(event.series, event.time, words)
          ) : (
            <>
              <span>{formatEventDateRange(event.date, event.endDate, words.lang)}</span>
              {event.time && <span> · {eventTime(event.time, words.lang)}</span>}
            </>
          )}
        </p>
        {!isVenueTba(event.venue) && <p className="text-sm text-slate-700">{venue}</p>}
        <div className="mt-auto flex gap-2 pt-2">
          {!detailsUrl && <MoreInfo href={page} name={event.title} />}
          {detailsUrl && (
            <ExternalLink
              href={detailsUrl}
              className={button({ size: 'sm', className: 'min-w-0 flex-1 !px-3' })}
            >
              {t('details')}
              <span className="sr-only"> {t(event.ticketUrl ? 'details-tickets-for' : 'details-site-for', { name: event.title })}</span>
              <OutboundIcon />
            </ExternalLink>
          )}
          <FavoriteToggle kind="event" id={event.id} name={event.title} toItem={() => savedFromEvent(event, words.lang)} />
          <EventCalendarButton icon event={event} label={t('add-to-calendar-named', { name: event.title })} />
          {Remind && <Remind event={event} icon />}
        </div>
      </div>
    </article>
  );
});

import { Link } from 'wouter';
import { ListPage } from '@/components/lists/ListPage';
import { useNotOnDevice } from '@/components/items/NotOnDevice';
import { EventCard } from '@/features/events/components/EventCard';
import { EventFilters } from '@/features/events/components/EventFilters';
import { SubscribeFeed } from '@/features/events/components/SubscribeFeed';
import { addressOf, filtering, NO_EVENT_FILTERS, useEventFilters } from '@/features/events/hooks/use-event-filters';
import { ClearFilters, ListSummary, ResultCount } from '@/components/lists/filters';
import { CompactItem, LayoutToggle, useListLayout } from '@/components/items/CompactItem';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { RemindIfSaved } from '@/components/items/RemindMe';
import { eventTime, formatEventDateRange, isVenueTba, itemPath, readsTheMinute, savedFromEvent, venueName, venueTravelLabel, type GuideEvent } from '@/lib/core';
import { NearMe, nearMeAction } from '@/components/lists/NearMe';
import { useNearMe } from '@/lib/near-me';
import { useLang, useT, useWords } from '@/lib/i18n';
import { useListShown } from '@/lib/list-shown';
import { useEventsSlice } from '@/features/events/api/get-events';
import { useDeviceCopy, useDeviceEventsSlice, useLoadDeviceCopy } from '@/features/events/api/device-events';
import { useOnline } from '@/lib/connection';
import { useRememberList } from '@/lib/list-return';
import { useCityNow } from '@/lib/today';
import { imagePriority } from '@/components/lists/priority-images';

const NO_VENUES: string[] = [];

export function Events() {
  const [filters, setFilters] = useEventFilters();
  const [layout, setLayout] = useListLayout();
  useRememberList('/events');
  const online = useOnline();
  // Tonight's list follows the minute; the others, the day.
  const clock = useCityNow(readsTheMinute(filters.dates.kind));
  const lang = useLang();
  const t = useT();
  const words = useWords();
  const notOnDevice = useNotOnDevice();
  const address = addressOf(filters).toString();
  // A screen at a time (core's size), more at each "Show more"; how many is
  // in the address, so that Back comes back to as many.
  const { shown, more, moreHref } = useListShown();
  // The device's copy of every event, filtered by core in a worker: once
  // the first screen is on the page (at once offline), every filter change
  // is answered on the device, without a round trip or a blocked tap.
  // Before it, the server sends the list a slice at a time, filtered by
  // core as the device would (checked by a test for every category and
  // venue): the first screen's cost does not grow with the guide.
  const device = useDeviceCopy();
  // A copy loaded before serves while the page's visit loads it again.
  const fromDevice = device.version > 0;
  // Near me orders the list on the device only: the position is never
  // sent, so the device's copy is loaded at once and the server's list
  // waits behind it.
  const nearMe = useNearMe();
  const near = nearMe.near;
  // Category and venue are sent to the server (spec), online, every time:
  // the device's answer shows at once, the server's replaces it.
  const sentToServer = filters.category !== '' || filters.venue !== '';
  const asksServer = online && near === null && (!fromDevice || sentToServer);
  const server = useEventsSlice(address, shown, asksServer);
  // Loaded (again) once per visit of the page, after its first screen.
  useLoadDeviceCopy(!online || fromDevice || server.isSuccess || server.isError || near !== null);
  const query = { category: filters.category || null, venue: filters.venue || null, dates: filters.dates, keyword: filters.keyword || null, near };
  const onDevice = useDeviceEventsSlice(address, query, clock?.now, shown, device.version);

  // The server's answer for this address when it has come; else the
  // device's; else the server's previous screen ("Show more" keeps it).
  const serverAnswer = asksServer && !server.isPlaceholderData ? server.data : undefined;
  const slice = serverAnswer ?? (fromDevice ? onDevice.data : undefined) ?? (near ? undefined : server.data);
  const distance = (e: GuideEvent) => (near ? venueTravelLabel(near.from, e.venue, words) : null);
  // No list to show: the device's copy cannot answer this address, or the
  // server cannot and the device has nothing either.
  const failed = !slice && ((fromDevice && onDevice.isError) || ((!online || server.isError) && (device.status === 'failed' || onDevice.isError)));
  const shownEvents = slice?.events ?? [];
  const total = slice?.total ?? 0;
  const venues = slice?.venues ?? NO_VENUES;
  // More were asked for than are shown yet.
  const moreLoading = shownEvents.length < Math.min(shown, total);

  const loading = !slice && !failed;
  return (
    <ListPage
      title={t('page-events-title')}
      loading={loading}
      skeletons={9}
      toolbar={
        <>
          <EventFilters value={filters} venues={venues} onChange={setFilters} action={nearMeAction(nearMe)} />
          <NearMe nearMe={nearMe} />
        </>
      }
      count={
        <ListSummary>
          <ResultCount count={loading || failed ? null : total} showing={shownEvents.length} message="events-count" />
          <LayoutToggle value={layout} onChange={setLayout} />
        </ListSummary>
      }
      compact={layout === 'compact'}
      footer={
        <>
          {/* Tonight's few events are not all there is: what is open near by. */}
          {filters.dates.kind === 'tonight' && (
            <Link to="/right-now" className="mt-6 inline-block min-h-11 py-3 font-semibold text-brand-700 hover:underline">
              {t('right-now-link')}
            </Link>
          )}
          <SubscribeFeed category={filters.category} venue={filters.venue} />
          <p className="mt-6 text-slate-700">
            {t('events-organizer')}{' '}
            <Link to="/add-event" className="inline-block min-h-11 py-3 font-semibold text-brand-700 hover:underline">
              {t('nav-add-event')}
            </Link>
          </p>
        </>
      }
      more={{ shown: shownEvents.length, total, href: moreHref, loading: moreLoading, onMore: more, label: t('events-more') }}
      empty={
        failed && !online
          ? notOnDevice
          : total === 0
            ? {
                title: t('events-none'),
                text: t('events-none-hint'),
                action: filtering(filters) && <ClearFilters onClick={() => setFilters(NO_EVENT_FILTERS)} keep={['layout']} />,
              }
            : null
      }
    >
      {layout === 'compact'
        ? shownEvents.map((e) => (
            <CompactItem
              key={e.id}
              href={itemPath('event', e.id, e.title)}
              title={e.title}
              image={e.image}
              picture={e.picture}
              meta={[distance(e), formatEventDateRange(e.date, e.endDate, lang), e.time && eventTime(e.time, lang), isVenueTba(e.venue) ? null : venueName(e.venue)]
                .filter(Boolean)
                .join(' · ')}
              toggle={<FavoriteToggle compact kind="event" id={e.id} name={e.title} toItem={() => savedFromEvent(e, lang)} />}
            />
          ))
        : shownEvents.map((e, i) => <EventCard key={e.id} event={e} priority={imagePriority(i)} distance={distance(e)} remind={RemindIfSaved} />)}
    </ListPage>
  );
}

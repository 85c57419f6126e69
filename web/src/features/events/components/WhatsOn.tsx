import { Link } from 'wouter';
import { CompactItem } from '@/components/items/CompactItem';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { WeeklySignup } from '@/components/weekly/WeeklySignup';
import { eventTime, formatCount, formatEventDateRange, isVenueTba, itemPath, savedFromEvent, venueName, type GuideEvent, type OnInWindow, type WhatsOn as WhatsOnAnswer } from '@/lib/core';
import { useLang, useT } from '@/lib/i18n';
import { WhatsOnFrame, WhatsOnRowsSkeleton, type WhatsOnWindow } from './WhatsOnFrame';

const WINDOWS: Record<WhatsOnWindow, { all: string; none: string; dates: string; withDay: boolean }> = {
  tonight: { all: 'whats-on-all-tonight', none: 'whats-on-none-tonight', dates: 'tonight', withDay: false },
  weekend: { all: 'whats-on-all-weekend', none: 'whats-on-none-weekend', dates: 'thisWeekend', withDay: true },
};

function EventRow({ event, withDay }: { event: GuideEvent; withDay: boolean }) {
  const lang = useLang();
  const meta = [withDay && formatEventDateRange(event.date, event.endDate, lang), event.time && eventTime(event.time, lang), !isVenueTba(event.venue) && venueName(event.venue)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="min-w-0">
      <CompactItem
        href={itemPath('event', event.id, event.title)}
        title={event.title}
        image={event.image}
        picture={event.picture}
        meta={meta}
        toggle={<FavoriteToggle compact kind="event" id={event.id} name={event.title} toItem={() => savedFromEvent(event, lang)} />}
      />
    </li>
  );
}

function Column({ window, on }: { window: WhatsOnWindow; on: OnInWindow | undefined }) {
  const t = useT();
  const lang = useLang();
  const words = WINDOWS[window];
  if (!on) return <WhatsOnRowsSkeleton />;
  // Every weekend, by e-mail on Thursday morning (#37); tonight, what is
  // open near the visitor too (never a dead end, even with no event left).
  const more =
    window === 'weekend' ? (
      <WeeklySignup />
    ) : (
      <Link to="/right-now" className="inline-block min-h-11 py-3 font-semibold text-brand-700 hover:underline">
        {t('right-now-link')}
      </Link>
    );
  if (on.total === 0)
    return (
      <>
        <p className="mt-4 text-slate-600">{t(words.none)}</p>
        {more}
      </>
    );
  return (
    <>
      <ul className="mt-4 flex flex-col gap-3">
        {on.events.map((e) => (
          <EventRow key={e.id} event={e} withDay={words.withDay} />
        ))}
      </ul>
      <div className="mt-3 flex flex-col items-start">
        <Link to={`/events?dates=${words.dates}`} className="inline-block min-h-11 py-3 font-semibold text-brand-700 hover:underline">
          {t(words.all, { shown: formatCount(on.total, lang) })}
        </Link>
        {more}
      </div>
    </>
  );
}

/** Home's lead: what is on tonight (on now or later today) and this
 * weekend (Friday evening to Sunday), as core reads them at the city's
 * clock; `answer` undefined while it loads. */
export function WhatsOn({ answer }: { answer: WhatsOnAnswer | undefined }) {
  return <WhatsOnFrame columns={{ tonight: <Column window="tonight" on={answer?.tonight} />, weekend: <Column window="weekend" on={answer?.weekend} /> }} />;
}

import { lazy, Suspense, useState } from 'react';
import { button } from '@/components/ui/button';
import type { GuideEvent } from '@/lib/core';
import { useIsFavorite } from '@/lib/favorites';
import { useT } from '@/lib/i18n';
import { useCityToday } from '@/lib/today';

// The form and its dialog are rendered only when asked for: not part of a
// list's download.
const RemindMeDialog = lazy(() => import('./RemindMeDialog'));

/**
 * 'Remind me' on a saved event (#37): an e-mail at 8 in the morning on
 * the day or the day before. The first time, the server e-mails a link
 * to confirm the address; a device that followed one is set at once.
 * `size` matches the buttons beside it; `icon`, a card's 44 px bell.
 */
export function RemindMe({ eventId, name, size = 'lg', icon = false }: { eventId: number; name: string; size?: 'sm' | 'lg'; icon?: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <button
        type="button"
        className={button({ intent: 'secondary', size: icon ? 'sm' : size, className: icon ? 'size-11 shrink-0 !p-0' : 'gap-1.5' })}
        onClick={() => setOpen(true)}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {icon ? <span className="sr-only">{t('remind-me')}: {name}</span> : t('remind-me')}
        {!icon && <span className="sr-only">: {name}</span>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <RemindMeDialog eventId={eventId} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** 'Remind me' where it applies: an event saved in My Favorites, neither
 * cancelled nor over (the server has the last word on one that began).
 * Only a saved event reads the city's day: a list's cards (none saved when
 * the server renders them) pay for no clock. */
export function RemindIfSaved({ event, icon = false }: { event: GuideEvent; icon?: boolean }) {
  const saved = useIsFavorite('event', event.id);
  if (!saved || event.status === 'cancelled') return null;
  return <RemindIfUpcoming event={event} icon={icon} />;
}

function RemindIfUpcoming({ event, icon }: { event: GuideEvent; icon: boolean }) {
  const today = useCityToday();
  const upcoming = today !== undefined && (event.endDate ?? event.date) >= today;
  return upcoming ? <RemindMe eventId={event.id} name={event.title} icon={icon} /> : null;
}

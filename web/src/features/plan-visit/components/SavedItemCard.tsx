import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { StatusBadge } from '@/components/items/StatusBadge';
import { cuisineLabel, eventTime, isVenueTba, itemPath, itemTypeLabel, ratingOutOf10, savedItemDetailsUrl, type ItemType, type SavedItem } from '@/lib/core';
import { favorites } from '@/lib/favorites';
import { button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useT, useWords } from '@/lib/i18n';

// The cards travel with the lists (Home's first visit among them); the
// reminder's button only with My Favorites, when rendered.
const RemindMe = lazy(() => import('@/components/items/RemindMe').then((m) => ({ default: m.RemindMe })));

const BADGE: Record<ItemType, string> = {
  event: 'bg-purple-700',
  activity: 'bg-emerald-700',
  restaurant: 'bg-orange-700',
};

/** One entry of 'Selected Items' (spec section 2): badge, what applies to
 * its type, link, remove. `dates` is the whole run of an event of several
 * days, shown instead of the day it was saved with; `level` the title's
 * heading level under the plan's day headings; `badge` core's mark of an
 * event its source cancelled or postponed. A `shared` plan's item is
 * someone else's: it offers the favorites toggle instead of Remove. */
export function SavedItemCard({
  item,
  dates,
  badge,
  level = 3,
  shared = false,
}: {
  item: SavedItem;
  dates?: string | null;
  badge?: string | null;
  level?: 3 | 4;
  shared?: boolean;
}) {
  const Title = level === 3 ? 'h3' : 'h4';
  const toast = useToast();
  const t = useT();
  const words = useWords();
  const detailsUrl = savedItemDetailsUrl(item);
  const facts: [string, string][] = [];
  if (item.venue && !isVenueTba(item.venue)) facts.push([t('fact-venue'), item.venue]);
  if (dates) facts.push([t('fact-dates'), dates]);
  else if (item.date) facts.push([t('fact-date'), item.date]);
  if (item.time) facts.push([t('fact-time'), eventTime(item.time, words.lang)]);
  if (item.cuisine) facts.push([t('fact-cuisine'), cuisineLabel(item.cuisine, null, words)]);
  if (item.type === 'restaurant') facts.push([t('fact-rating'), ratingOutOf10(item.rating, words)]);

  return (
    <li className="flex break-inside-avoid flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start print:p-2 print:shadow-none">
      <div className="flex-1">
        <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold text-white ${BADGE[item.type]}`}>
          {itemTypeLabel(item.type, words)}
        </span>
        {badge && (
          <span className="ml-1.5">
            <StatusBadge label={badge} />
          </span>
        )}
        {/* The name leads to the guide's own page of the item: a 44 px
            target, whose margins give back the height it adds. */}
        <Title className="-mb-2 text-lg font-semibold text-slate-900">
          <Link href={itemPath(item.type, item.id, item.name)} className="inline-flex min-h-11 items-center underline-offset-2 hover:text-brand-700 hover:underline">
            {item.name}
          </Link>
        </Title>
        {facts.length > 0 && (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {item.details && <p className="mt-2 line-clamp-3 text-sm text-slate-600">{item.details}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col print:hidden">
        {detailsUrl && (
          <ExternalLink href={detailsUrl} className={button({ size: 'sm' })}>
            {t('view-details')}
            <span className="sr-only"> {t('details-for', { name: item.name })}</span>
          </ExternalLink>
        )}
        {item.type === 'event' && !shared && (
          <Suspense fallback={null}>
            <RemindMe eventId={item.id} name={item.name} size="sm" />
          </Suspense>
        )}
        {shared ? (
          <FavoriteToggle kind={item.type} id={item.id} name={item.name} toItem={() => item} />
        ) : (
          <button
            type="button"
            onClick={() => {
              const undo = favorites.remove(item.type, item.id);
              if (undo) {
                toast({
                  title: t('favorite-removed-title'),
                  description: t('favorite-removed-text', { name: item.name }),
                  action: { label: t('undo'), altText: t('undo-alt', { name: item.name }), onClick: undo },
                });
              }
            }}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-red-700 px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {t('remove')}
            <span className="sr-only"> {item.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

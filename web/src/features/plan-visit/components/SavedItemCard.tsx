import { ExternalLink } from '@/components/ui/ExternalLink';
import { FavoriteToggle } from '@/components/items/FavoriteToggle';
import { StatusBadge } from '@/components/items/StatusBadge';
import { isVenueTba, itemTypeLabel, ratingOutOf10, savedItemDetailsUrl, type ItemType, type SavedItem } from '@/lib/core';
import { favorites } from '@/lib/favorites';
import { button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

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
  const detailsUrl = savedItemDetailsUrl(item);
  const facts: [string, string][] = [];
  if (item.venue && !isVenueTba(item.venue)) facts.push(['Venue', item.venue]);
  if (dates) facts.push(['Dates', dates]);
  else if (item.date) facts.push(['Date', item.date]);
  if (item.time) facts.push(['Time', item.time]);
  if (item.cuisine) facts.push(['Cuisine', item.cuisine]);
  if (item.type === 'restaurant') facts.push(['Rating', ratingOutOf10(item.rating)]);

  return (
    <li className="flex break-inside-avoid flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start print:p-2 print:shadow-none">
      <div className="flex-1">
        <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold text-white ${BADGE[item.type]}`}>
          {itemTypeLabel(item.type)}
        </span>
        {badge && (
          <span className="ml-1.5">
            <StatusBadge label={badge} />
          </span>
        )}
        <Title className="mt-2 text-lg font-semibold text-slate-900">{item.name}</Title>
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
      <div className="flex shrink-0 gap-2 sm:flex-col print:hidden">
        {detailsUrl && (
          <ExternalLink href={detailsUrl} className={button({ size: 'sm' })}>
            View Details<span className="sr-only"> for {item.name} (opens in a new tab)</span>
          </ExternalLink>
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
                  title: 'Removed from plan',
                  description: `${item.name} has been removed from your plan.`,
                  action: { label: 'Undo', altText: `Add ${item.name} to My Favorites again from its page`, onClick: undo },
                });
              }
            }}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-red-700 px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            Remove<span className="sr-only"> {item.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

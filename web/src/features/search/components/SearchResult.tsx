import { Link } from 'wouter';
import { StatusBadge } from '@/components/items/StatusBadge';
import { ItemImg, useItemPicture } from '@/components/items/item-picture';
import { OpenNow } from '@/components/items/OpenNow';
import type { SearchHit } from '@/lib/core';
import { hitPath } from '@/lib/search/paths';

/** One result with its card's facts: a thumbnail, the title, when and
 * where, what it costs, and whether a restaurant is open now. */
export function SearchResult({ hit }: { hit: SearchHit }) {
  const picture = useItemPicture(hit.image, null, 'thumbnail');
  const where = [hit.when, hit.detail, hit.kind === 'activity' ? hit.area : null].filter(Boolean).join(' · ');
  return (
    <Link href={hitPath(hit)} className="flex items-center gap-3 px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50" data-testid="search-result">
      {picture ? (
        <ItemImg shown={picture} className="size-14 shrink-0 rounded-lg object-cover" />
      ) : (
        <span aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-slate-100" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-brand-800">
          {hit.title} {hit.badge && <StatusBadge label={hit.badge} />}
        </span>
        {where && <span className="block text-sm text-slate-600">{where}</span>}
        {(hit.price || hit.openHours) && (
          <span className="block text-sm text-slate-700">
            {hit.price}
            {hit.openHours && <OpenNow hours={hit.openHours} />}
          </span>
        )}
      </span>
    </Link>
  );
}

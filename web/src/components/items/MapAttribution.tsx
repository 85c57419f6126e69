import { ExternalLink } from '@/components/ui/ExternalLink';
import type { SiteInfo } from '@/lib/core';
import { useT } from '@/lib/i18n';

/** The tile server's credit, over a map's corner (a place's, a day's). */
export function MapAttribution({ tiles }: { tiles: SiteInfo['mapTiles'] }) {
  const t = useT();
  const { attribution, attributionUrl } = tiles;
  if (!attribution) return null;
  return (
    <p className="absolute bottom-0 right-0 z-[1000] rounded-tl-md bg-white/90 px-2 text-xs text-slate-800">
      {attributionUrl ? (
        <ExternalLink href={attributionUrl} className="inline-flex min-h-11 items-center underline">
          {attribution}
          <span className="sr-only"> {t('opens-new-tab')}</span>
        </ExternalLink>
      ) : (
        <span className="inline-flex min-h-11 items-center">{attribution}</span>
      )}
    </p>
  );
}

import { lazy, Suspense, useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { button } from '@/components/ui/button';
import { travelUrl } from '@/lib/core';
import { useSite } from '@/lib/site';
import { useT } from '@/lib/i18n';

// Leaflet and its tiles load only when the visitor asks for the map: a
// page that is read and left costs nothing more.
const PlaceMap = lazy(() => import('./PlaceMap').then((m) => ({ default: m.PlaceMap })));

/** 'Getting there' on an activity's or a restaurant's page: walking and
 * driving directions in the phone's maps app, and the place on the
 * guide's map when it has coordinates. */
export function PlaceLocation({ name, address, latitude, longitude }: { name: string; address: string | null | undefined; latitude?: number | null; longitude?: number | null }) {
  const t = useT();
  const site = useSite();
  const [mapShown, setMapShown] = useState(false);
  const at = latitude != null && longitude != null ? { latitude, longitude } : null;
  return (
    <section aria-labelledby="getting-there" className="mt-8">
      <h2 id="getting-there" className="font-display text-xl font-bold text-slate-900">
        {t('getting-there')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {(['walking', 'driving'] as const).map((mode) => (
          <ExternalLink key={mode} href={travelUrl(name, address ?? undefined, mode)} className={button({ intent: 'secondary' })}>
            {t(mode === 'walking' ? 'walking-directions' : 'driving-directions')}
            <span className="sr-only"> {t('directions-to', { name })}</span>
          </ExternalLink>
        ))}
        {at && site && !mapShown && (
          <button type="button" className={button({ intent: 'secondary' })} onClick={() => setMapShown(true)}>
            {t('show-map')}
          </button>
        )}
      </div>
      {at && site && mapShown && (
        <Suspense fallback={<div className="mt-4 h-72 animate-pulse rounded-xl bg-slate-100" />}>
          <PlaceMap name={name} at={at} tiles={site.mapTiles} />
        </Suspense>
      )}
    </section>
  );
}

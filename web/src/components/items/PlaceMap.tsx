import 'leaflet/dist/leaflet.css';
import './PlaceMap.css';
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MapAttribution } from './MapAttribution';
import type { SiteInfo } from '@/lib/core';
import { useT } from '@/lib/i18n';

/** A street's view around a place. */
const ZOOM = 16;

/**
 * One place on the guide's map (Leaflet and the configured tiles, as the
 * Area View's), with its pin; loaded when the visitor asks for it. The
 * wheel scrolls the page; zoom is the buttons, a pinch or a double click.
 */
export function PlaceMap({ name, at, tiles }: { name: string; at: { latitude: number; longitude: number }; tiles: SiteInfo['mapTiles'] }) {
  const container = useRef<HTMLElement>(null);
  const t = useT();
  // The tile server cannot be reached: the pin alone, and a word why.
  const [bare, setBare] = useState(false);
  const { urlTemplate, maxZoom } = tiles;

  useEffect(() => {
    if (!container.current) return;
    const here: L.LatLngTuple = [at.latitude, at.longitude];
    const map = L.map(container.current, { attributionControl: false, scrollWheelZoom: false, maxZoom }).setView(here, Math.min(ZOOM, maxZoom));
    const layer = L.tileLayer(urlTemplate, { maxZoom, crossOrigin: '' });
    let loaded = false;
    layer.on('tileload', () => {
      loaded = true;
      setBare(false);
    });
    layer.on('tileerror', () => setBare(!loaded));
    layer.addTo(map);
    const pin = L.divIcon({
      className: '',
      html: '<span aria-hidden="true" class="block size-7 rounded-full border-4 border-white bg-brand-700 shadow-md"></span>',
      iconSize: [28, 28],
      iconAnchor: [14, 14],
    });
    L.marker(here, { icon: pin, keyboard: false, title: name, alt: name }).addTo(map);
    return () => void map.remove();
  }, [at.latitude, at.longitude, urlTemplate, maxZoom, name]);

  return (
    <>
      <div className="relative isolate mt-4 overflow-hidden rounded-xl ring-1 ring-slate-200">
        <section ref={container} aria-label={t('place-map-of', { name })} className="place-map h-72 bg-slate-100" data-testid="place-map" />
        <MapAttribution tiles={tiles} />
      </div>
      {/* Under the map, never over its controls. */}
      <output className="mt-2 block text-sm text-slate-700" hidden={!bare}>
        {t('place-map-bare')}
      </output>
    </>
  );
}

import 'leaflet/dist/leaflet.css';
import '@/components/items/PlaceMap.css';
import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapAttribution } from '@/components/items/MapAttribution';
import type { SiteInfo, TripDay } from '@/lib/core';
import { useT } from '@/lib/i18n';

/** A street's view, when the day has one place on the map. */
const ZOOM = 15;

/** A day's stops on the guide's map, numbered as the list numbers them,
 * with the way between them in order (straight lines: the legs are
 * estimates). Loaded when the visitor asks for it. */
export function DayMap({ day, tiles }: { day: TripDay; tiles: SiteInfo['mapTiles'] }) {
  const container = useRef<HTMLElement>(null);
  const t = useT();
  const { urlTemplate, maxZoom } = tiles;
  // The stops on the map, with their numbers in the day's order.
  const placed = day.visits.flatMap((visit, index) => (visit.latitude != null && visit.longitude != null ? [{ number: index + 1, name: visit.name, at: [visit.latitude, visit.longitude] as L.LatLngTuple }] : []));
  const key = JSON.stringify(placed);

  useEffect(() => {
    if (!container.current || placed.length === 0) return;
    const map = L.map(container.current, { attributionControl: false, scrollWheelZoom: false, maxZoom });
    L.tileLayer(urlTemplate, { maxZoom, crossOrigin: '' }).addTo(map);
    L.polyline(
      placed.map((stop) => stop.at),
      { color: '#0f5e73', weight: 4, opacity: 0.8, dashArray: '6 8' },
    ).addTo(map);
    for (const stop of placed) {
      const icon = L.divIcon({
        className: '',
        html: `<span aria-hidden="true" class="flex size-8 items-center justify-center rounded-full border-2 border-white bg-brand-700 text-sm font-bold text-white shadow-md">${stop.number}</span>`,
        iconSize: [32, 32],
        iconAnchor: [16, 16],
      });
      L.marker(stop.at, { icon, keyboard: false, title: `${stop.number}. ${stop.name}`, alt: `${stop.number}. ${stop.name}` }).addTo(map);
    }
    if (placed.length === 1) map.setView(placed[0].at, Math.min(ZOOM, maxZoom));
    else map.fitBounds(L.latLngBounds(placed.map((stop) => stop.at)), { padding: [32, 32], maxZoom: Math.min(ZOOM, maxZoom) });
    return () => void map.remove();
    // The stops' places and order, as `key` says them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, urlTemplate, maxZoom]);

  if (placed.length === 0) return <p className="mt-3 text-sm text-slate-600">{t('trip-map-none')}</p>;
  return (
    <div className="relative isolate mt-3 overflow-hidden rounded-xl ring-1 ring-slate-200">
      <section ref={container} aria-label={t('trip-map-of', { day: day.heading })} className="place-map h-72 bg-slate-100" data-testid="day-map" />
      <MapAttribution tiles={tiles} />
    </div>
  );
}

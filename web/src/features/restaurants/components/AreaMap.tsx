import 'leaflet/dist/leaflet.css';
import './AreaMap.css';
import * as L from 'leaflet';
import Supercluster from 'supercluster';
import { useEffect, useRef, useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { formatCount, type AreaGroup, type AreaTable, type Coordinates, type GeoBox, type Restaurant, type SiteInfo } from '@/lib/core';
import { useLang, useT } from '@/lib/i18n';
import { areaColor } from '../area-colors';

/**
 * The Area View's map (issue #18), loaded with Area View only: Leaflet
 * renders the configured tiles (`SiteInfo.mapTiles`), each area's outline
 * and a pin per restaurant with coordinates in its area's colour; dense
 * pins gather into clusters (supercluster) that zoom in when pressed. A
 * pin opens the restaurant's panel. Which restaurants are pinned, in which
 * area and colour, comes from core's `groupRestaurants`; the boxes below
 * stay the way to reach every restaurant without the map.
 *
 * Leaflet rather than MapLibre: raster tiles (OpenStreetMap's standard
 * ones) need no WebGL, so the map works on old phones and headless
 * browsers alike, and it costs 40 KB gzipped against MapLibre's 200.
 */

type Pin = { restaurant: Restaurant; area: string; color: number };

/** Leaflet's tile size: a cluster's 44 px radius is in screen pixels. */
const TILE = 256;
/** Clusters form up to this zoom; past it every pin stands alone. */
const CLUSTER_UNTIL = 15;
/** The first view frames the pins but never closer than a neighbourhood. */
const FIT = { padding: [24, 24] as [number, number], maxZoom: 14 };
/** With Near me, it frames the visitor and the nearest few, close enough
 * to tell a street's restaurants apart. */
const NEAREST_FRAMED = 3;
const FIT_NEAR = { padding: [32, 32] as [number, number], maxZoom: 16 };

function stillMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function bounds(boxes: GeoBox[]): L.LatLngBounds {
  return L.latLngBounds(boxes.flatMap((b) => [[b.minLat, b.minLon] as [number, number], [b.maxLat, b.maxLon] as [number, number]]));
}

/** A marker's face: a visible part and the words a screen reader says. */
function face(className: string, visible: string, spoken: string, count: number, color?: string): HTMLElement {
  const element = document.createElement('span');
  element.className = className;
  element.dataset.count = String(count);
  if (color) element.style.setProperty('--pin', color);
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.textContent = visible;
  const said = document.createElement('span');
  said.className = 'sr-only';
  said.textContent = spoken;
  element.append(shown, said);
  return element;
}

/** Enter and Space press a marker, as they do a button (Leaflet gives a
 * marker focus and the button role, but only a click presses it). */
function pressWithKeys(marker: L.Marker, press: () => void) {
  marker.on('add', () =>
    marker.getElement()?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      press();
    }),
  );
}

export function AreaMap({
  restaurants,
  groups,
  site,
  areas,
  here,
  onOpen,
}: {
  /** In the list's order: by distance when Near me is on. */
  restaurants: Restaurant[];
  groups: AreaGroup[];
  site: SiteInfo;
  areas: AreaTable;
  /** The visitor's position, with Near me: it never leaves the page. */
  here: Coordinates | null;
  onOpen: (restaurant: Restaurant) => void;
}) {
  const container = useRef<HTMLElement>(null);
  const t = useT();
  const lang = useLang();
  const [map, setMap] = useState<L.Map | null>(null);
  // No tile has arrived and one has failed: the tile server cannot be
  // reached (offline before the map was seen, or the server is down). The
  // map says so, and names the areas its outlines stand for.
  const [bare, setBare] = useState(false);
  const { urlTemplate, maxZoom, attribution, attributionUrl } = site.mapTiles;
  // The latest handler, without redrawing the pins when it changes.
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  }, [onOpen]);

  // The map and its tiles, once per tile server. The wheel scrolls the
  // page; zoom is the buttons, a pinch or a double click.
  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { attributionControl: false, scrollWheelZoom: false, maxZoom });
    // CORS, so that the service worker may keep tiles for offline visits.
    const tiles = L.tileLayer(urlTemplate, { maxZoom, crossOrigin: '' });
    let loaded = false;
    tiles.on('tileload', () => {
      loaded = true;
      setBare(false);
    });
    tiles.on('tileerror', () => setBare(!loaded));
    tiles.addTo(created);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [urlTemplate, maxZoom]);

  // The outlines and pins of what is listed; the view frames them anew
  // when the filters change.
  useEffect(() => {
    if (!map) return;
    const names: L.Rectangle[] = [];
    const outlines = L.layerGroup(
      groups.flatMap((g) =>
        g.areas.flatMap((i) =>
          (areas.areas[i].boxes ?? []).map((b, n) => {
            const outline = L.rectangle(bounds([b]), { color: areaColor(g.color), weight: 1.5, fillOpacity: 0.06, interactive: false });
            // Without the background map, each area's first box says its name.
            if (bare && n === 0) {
              outline.bindTooltip(g.name, { permanent: true, direction: 'center', className: 'area-map-label' });
              names.push(outline);
            }
            return outline;
          }),
        ),
      ),
    ).addTo(map);
    const pins: Pin[] = groups.flatMap((g) => g.located.map((i) => ({ restaurant: restaurants[i], area: g.name, color: g.color })));
    const index = new Supercluster<Pin>({ radius: 44, extent: TILE, maxZoom: CLUSTER_UNTIL }).load(
      pins.map((pin) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [pin.restaurant.longitude ?? 0, pin.restaurant.latitude ?? 0] },
        properties: pin,
      })),
    );
    const markers = L.layerGroup().addTo(map);

    const render = () => {
      markers.clearLayers();
      const view = map.getBounds();
      const zoom = Math.round(map.getZoom());
      for (const feature of index.getClusters([view.getWest(), view.getSouth(), view.getEast(), view.getNorth()], zoom)) {
        const [lon, lat] = feature.geometry.coordinates;
        const props = feature.properties;
        if ('cluster' in props) {
          const count = props.point_count;
          const id = props.cluster_id;
          const zoomIn = () => map.setView([lat, lon], Math.min(index.getClusterExpansionZoom(id), maxZoom), { animate: !stillMotion() });
          const marker = L.marker([lat, lon], {
            icon: L.divIcon({ className: 'area-cluster', html: face('area-cluster-face', String(count), t('map-cluster', { count, shown: formatCount(count, lang) }), count), iconSize: [44, 44] }),
            title: t('map-cluster', { count, shown: formatCount(count, lang) }),
          }).on('click', zoomIn);
          pressWithKeys(marker, zoomIn);
          markers.addLayer(marker);
        } else {
          const pin = props as Pin;
          const show = () => open.current(pin.restaurant);
          const marker = L.marker([lat, lon], {
            icon: L.divIcon({ className: 'area-pin', html: face('area-pin-face', '', `${pin.restaurant.name}, ${pin.area}`, 1, areaColor(pin.color)), iconSize: [44, 44] }),
            title: pin.restaurant.name,
            riseOnHover: true,
          }).on('click', show);
          pressWithKeys(marker, show);
          markers.addLayer(marker);
        }
      }
      if (container.current?.parentElement) declutter(container.current.parentElement, names);
    };

    // Near me: where the visitor stands, and the view frames them with
    // the nearest restaurants; otherwise it frames every pin (Area View
    // shows the map only when something has coordinates).
    const you = here ? L.marker([here.latitude, here.longitude], { icon: L.divIcon({ className: 'area-here', html: face('area-here-face', '', t('map-here'), 0), iconSize: [24, 24] }), title: t('map-here'), keyboard: false, interactive: false, zIndexOffset: -1000 }).addTo(map) : null;
    const place = (r: Restaurant) => [r.latitude ?? 0, r.longitude ?? 0] as [number, number];
    if (here) {
      const nearest = restaurants.filter((r) => r.latitude != null && r.longitude != null).slice(0, NEAREST_FRAMED);
      map.fitBounds(L.latLngBounds([[here.latitude, here.longitude], ...nearest.map(place)]), FIT_NEAR);
    } else if (pins.length > 0) {
      map.fitBounds(L.latLngBounds(pins.map((p) => place(p.restaurant))), FIT);
    }
    map.on('moveend', render);
    render();
    return () => {
      map.off('moveend', render);
      markers.remove();
      outlines.remove();
      you?.remove();
    };
  }, [map, groups, restaurants, areas, here, maxZoom, bare, t, lang]);

  return (
    <div className="area-map">
      <section ref={container} aria-label={t('map-label', { city: site.city })} className="area-map-canvas" data-testid="area-map" />
      <output className="area-map-notice" hidden={!bare}>
        {t('map-bare')}
      </output>
      {attribution && (
        <p className="area-map-attribution">
          {attributionUrl ? (
            <ExternalLink href={attributionUrl}>
              {attribution}
              <span className="sr-only"> {t('opens-new-tab')}</span>
            </ExternalLink>
          ) : (
            <span>{attribution}</span>
          )}
        </p>
      )}
    </div>
  );
}

/** Whether two boxes on the screen share any area. */
function overlap(a: DOMRect, b: DOMRect) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Puts each area's name where it covers no pin, cluster, button, notice
 * or name already shown: its area's middle, else beside one of its
 * edges, else nowhere (the pins are what the map is for; a zoom makes
 * room), as maps place the labels that would collide. */
function declutter(map: HTMLElement, names: L.Rectangle[]) {
  const obstacles = map.querySelectorAll('.area-cluster, .area-pin, .leaflet-control, .area-map-notice:not([hidden]), .area-map-attribution');
  const taken = Array.from(obstacles, (obstacle) => obstacle.getBoundingClientRect());
  for (const outline of names) {
    const tooltip = outline.getTooltip();
    const label = tooltip?.getElement();
    if (!tooltip || !label) continue;
    const area = outline.getBounds();
    const [north, south, west, east, middle] = [area.getNorth(), area.getSouth(), area.getWest(), area.getEast(), area.getCenter()];
    const places: [L.LatLng, L.Direction][] = [
      [middle, 'center'],
      [L.latLng(north, middle.lng), 'top'],
      [L.latLng(south, middle.lng), 'bottom'],
      [L.latLng(middle.lat, west), 'left'],
      [L.latLng(middle.lat, east), 'right'],
    ];
    label.style.visibility = 'hidden';
    for (const [place, direction] of places) {
      tooltip.options.direction = direction;
      tooltip.setLatLng(place);
      const box = label.getBoundingClientRect();
      if (!taken.some((other) => overlap(box, other))) {
        label.style.visibility = '';
        taken.push(box);
        break;
      }
    }
  }
}

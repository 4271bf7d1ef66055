import {
  type GeoBounds,
  type GeoPoint,
  groupPins,
  initialMapView,
  type MapMarker,
  PIN_GROUPS_MAX_ZOOM,
  type SearchArea,
  searchAreaOf,
} from '@escale/domain';
import { useT, useWholeCatalog } from '@escale/i18n';
import { Button } from '@escale/ui';
import { Search } from '@escale/ui/icons';
import {
  control,
  map as createMap,
  marker as createMarker,
  divIcon,
  type FitBoundsOptions,
  geoJSON,
  type LatLngBounds,
  type Map as LeafletMapInstance,
  latLngBounds,
  layerGroup,
  type Marker,
  tileLayer,
} from 'leaflet';
// Leaflet's own stylesheet loads with the map, not with every page (6.4 KB gzip with its inline icons).
import leafletStylesheet from 'leaflet/dist/leaflet.css?url';
import { useEffect, useRef, useState } from 'react';
import { MapLoading } from './MapLoading';
import * as styles from './MapModal.css';

/** A raster tile service instead of the offline base map. */
export interface MapTiles {
  /** Leaflet URL template: `https://{s}.example.org/{z}/{x}/{y}.png`. */
  url: string;
  /** HTML credit shown in the map's corner, as the tile provider asks. */
  attribution: string;
}

export interface LeafletMapProps {
  markers: MapMarker[];
  selectedId: number | null;
  onSelect: (marker: MapMarker | null) => void;
  center?: GeoPoint;
  zoom?: number;
  isInteractive: boolean;
  onSearchArea?: (area: SearchArea) => void;
  tiles?: MapTiles;
  /** The map's accessible name; "Map of the hotels" by default. */
  label?: string;
}

const NATURAL_EARTH = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';
const LEAFLET = '<a href="https://leafletjs.com/">Leaflet</a>';

/**
 * The room kept around fitted pins, in CSS pixels: a pin stands 40 px above its point, "Search in
 * this area" tops the map and the zoom buttons sit at its top right, so no pin starts under them.
 */
const FIT_PADDING = { paddingTopLeft: [56, 104], paddingBottomRight: [80, 56] } satisfies FitBoundsOptions;

/** The pin's outline, 24 units square with its tip at the bottom centre. */
const PIN_PATH =
  '<path d="M12 1C7.58 1 4 4.58 4 9c0 6 8 14.5 8 14.5S20 15 20 9c0-4.42-3.58-8-8-8z" fill="currentColor" stroke="#fff" stroke-width="1.5"/>';
const PIN_SVG = `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${PIN_PATH}<circle cx="12" cy="9" r="3" fill="#fff"/></svg>`;

/** A pin with the number of hotels it stands for in its head. */
function groupSvg(count: number): string {
  return `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${PIN_PATH}<circle cx="12" cy="9" r="6" fill="#fff"/><text x="12" y="9" dy="0.35em" text-anchor="middle" font-size="${count > 9 ? 6.5 : 8}" font-weight="700" font-family="sans-serif" fill="currentColor">${count}</text></svg>`;
}

function pinButton(marker: MapMarker): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.pin;
  button.setAttribute('aria-label', marker.label);
  button.setAttribute('aria-pressed', 'false');
  button.dataset.hotelId = String(marker.hotelId);
  button.innerHTML = PIN_SVG;
  return button;
}

/** The pin of hotels too close to tell apart at this zoom: pressing it zooms in on them. */
function groupButton(count: number, label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.pin;
  button.setAttribute('aria-label', label);
  button.innerHTML = groupSvg(count);
  return button;
}

type Pins = Map<number, { marker: Marker; button: HTMLButtonElement }>;

/** Marks the selected pin pressed and raises it above the others; attributes only, so focus stays. */
function showSelection(pins: Pins, selectedId: number | null) {
  for (const [hotelId, { marker, button }] of pins) {
    const isActive = hotelId === selectedId;
    button.setAttribute('aria-pressed', String(isActive));
    marker.setZIndexOffset(isActive ? 1000 : 0);
  }
}

/** What lies over the map: Leaflet's controls, "Search in this area" and the selected hotel's card. */
const OVERLAYS = '.leaflet-control, [data-map-overlay]';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (a: DOMRect, b: DOMRect) =>
  a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;

/**
 * Hides the pins that are not wholly on the map or that something over it covers, even partly: a
 * cut or covered target is too small to press (WCAG 2.5.8) and an unseen one should not take the
 * focus; moving the map brings them back. The selected pin always shows.
 */
function hideCoveredPins(map: Element, buttons: readonly HTMLButtonElement[]) {
  const area = map.getBoundingClientRect();
  const frame = map.parentElement ?? map;
  const overlays = Array.from(frame.querySelectorAll(OVERLAYS), (element) => element.getBoundingClientRect());
  for (const button of buttons) {
    button.hidden = false;
    if (button.getAttribute('aria-pressed') === 'true') continue;
    const box = button.getBoundingClientRect();
    button.hidden =
      !inside(box, area) || overlays.some((overlay) => overlay.width > 0 && overlaps(box, overlay));
  }
}

function toGeoBounds(bounds: LatLngBounds): GeoBounds {
  return {
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
  };
}

/** Where the map looks, for the frame's data attributes. */
interface ViewState {
  zoom: number;
  center: string;
}

function viewOf(map: LeafletMapInstance): ViewState {
  const { lat, lng } = map.getCenter();
  return { zoom: map.getZoom(), center: `${lat.toFixed(4)},${lng.toFixed(4)}` };
}

/**
 * The Leaflet map of the map modal, loaded on first opening (React.lazy): the offline base map or
 * tiles, a pin button per hotel, and "Search in this area". Animations are off, so every view is
 * drawn at once.
 */
export default function LeafletMap({
  markers,
  selectedId,
  onSelect,
  center,
  zoom,
  isInteractive,
  onSearchArea,
  tiles,
  label,
}: LeafletMapProps) {
  // The map's effects name its controls and pin groups: the messages must be there before they run.
  useWholeCatalog(true);
  const t = useT();
  const containerRef = useRef<HTMLElement>(null);
  const [map, setMap] = useState<LeafletMapInstance | null>(null);
  const [isReady, setReady] = useState(false);
  const [view, setView] = useState<ViewState | null>(null);
  const pins = useRef<Pins>(new Map());
  const latest = useRef({ onSelect, selectedId, markers, center, zoom });
  latest.current = { onSelect, selectedId, markers, center, zoom };
  // Pins and layers are rebuilt when their content changes, not when the shop passes equal new objects.
  const markersKey = markers
    .map(({ hotelId, label, location }) => `${hotelId}:${location.lat},${location.lng}:${label}`)
    .join('|');
  const tileUrl = tiles?.url;
  const tileAttribution = tiles?.attribution;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const instance = createMap(container, {
      zoomControl: false,
      attributionControl: false,
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
      minZoom: 3,
    });
    control
      .zoom({ position: 'topright', zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') })
      .addTo(instance);
    control.attribution({ prefix: LEAFLET }).addTo(instance);
    const first = latest.current;
    const initial = initialMapView({
      points: first.markers.map((marker) => marker.location),
      center: first.center,
      zoom: first.zoom,
    });
    if ('bounds' in initial) {
      const { south, west, north, east } = initial.bounds;
      instance.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { ...FIT_PADDING, maxZoom: initial.maxZoom },
      );
    } else {
      instance.setView(initial.center, initial.zoom);
    }
    const updateView = () => setView(viewOf(instance));
    updateView();
    instance.on('moveend zoomend', updateView);
    instance.on('click', () => latest.current.onSelect(null));
    const resize = new ResizeObserver(() => instance.invalidateSize());
    resize.observe(container);
    setMap(instance);
    return () => {
      resize.disconnect();
      // A resize's debounced moveend can fire after removal, when the map has no panes to read.
      instance.off('moveend zoomend', updateView);
      instance.remove();
      setMap(null);
    };
  }, [t]);

  useEffect(() => {
    if (!map) return;
    let isCurrent = true;
    setReady(false);
    if (tileUrl) {
      const layer = tileLayer(tileUrl, { attribution: tileAttribution });
      layer.once('load', () => setReady(true));
      layer.addTo(map);
      return () => {
        layer.remove();
      };
    }
    let land: ReturnType<typeof geoJSON> | undefined;
    import('./baseMap').then(({ countries }) => {
      if (!isCurrent) return;
      land = geoJSON(countries, {
        interactive: false,
        attribution: NATURAL_EARTH,
        style: { className: styles.land },
      }).addTo(map);
      setReady(true);
    });
    return () => {
      isCurrent = false;
      land?.remove();
    };
  }, [map, tileUrl, tileAttribution]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: markersKey stands for the markers' content
  useEffect(() => {
    const container = containerRef.current;
    const frame = container?.parentElement;
    if (!map || !container || !frame) return;
    const entries = pins.current;
    const layer = layerGroup().addTo(map);
    let drawn: HTMLButtonElement[] = [];
    /** The hotel whose pin (or group) takes the focus once drawn: the one a pressed group zoomed to. */
    let focusAfterDraw: number | null = null;
    const hideCovered = () => hideCoveredPins(container, drawn);
    // Pins too close to be separate targets (WCAG 2.5.8) are drawn as one group, at its first pin:
    // the selected one, drawn alone and standing for its group, then those in view, so that a group
    // in view stands where one of its hotels is seen. Each zoom draws them again.
    const draw = () => {
      layer.clearLayers();
      entries.clear();
      drawn = [];
      const { markers: all, selectedId: selected } = latest.current;
      const size = map.getSize();
      const placed = all.map((item) => {
        const point = map.latLngToContainerPoint([item.location.lat, item.location.lng]);
        const rank =
          item.hotelId === selected
            ? 0
            : point.x >= 0 && point.x <= size.x && point.y >= 0 && point.y <= size.y
              ? 1
              : 2;
        return { item, x: point.x, y: point.y, rank };
      });
      const ordered = placed.sort((a, b) => a.rank - b.rank);
      const groups =
        map.getZoom() >= PIN_GROUPS_MAX_ZOOM
          ? ordered.map(({ item }) => ({ items: [item] }))
          : groupPins(ordered);
      for (const { items } of groups) {
        const [first] = items;
        if (!first) continue;
        const isPin = items.length === 1 || first.hotelId === selected;
        const button = isPin
          ? pinButton(first)
          : groupButton(items.length, t('map.pinGroup', { count: items.length }));
        const marker = createMarker([first.location.lat, first.location.lng], {
          // No size and no class: the button draws and places itself from the marker's point.
          icon: divIcon({ html: button, className: '', iconSize: undefined }),
          // The button is the keyboard target, not Leaflet's icon element.
          keyboard: false,
          riseOnHover: true,
        });
        if (isPin) {
          marker.on('click', () => {
            const { onSelect: select, selectedId: current } = latest.current;
            select(current === first.hotelId ? null : first);
          });
          entries.set(first.hotelId, { marker, button });
        } else {
          marker.on('click', () => {
            if (document.activeElement === button) focusAfterDraw = first.hotelId;
            const bounds = latLngBounds(items.map((item) => [item.location.lat, item.location.lng]));
            map.fitBounds(bounds, { ...FIT_PADDING, maxZoom: PIN_GROUPS_MAX_ZOOM });
          });
        }
        marker.addTo(layer);
        drawn.push(button);
        if (focusAfterDraw !== null && items.some((item) => item.hotelId === focusAfterDraw)) button.focus();
      }
      focusAfterDraw = null;
      showSelection(entries, latest.current.selectedId);
      hideCovered();
    };
    draw();
    map.on('zoomend', draw);
    map.on('moveend', hideCovered);
    // The selected hotel's card appears over the map, the controls may wrap: check again.
    const resize = new ResizeObserver(hideCovered);
    for (const overlay of frame.querySelectorAll(OVERLAYS)) resize.observe(overlay);
    resize.observe(frame);
    return () => {
      resize.disconnect();
      map.off('zoomend', draw);
      map.off('moveend', hideCovered);
      layer.remove();
      entries.clear();
    };
  }, [map, markersKey, t]);

  // The selected pin comes to the middle of the map, clear of its card at the bottom.
  useEffect(() => {
    showSelection(pins.current, selectedId);
    const selected = selectedId === null ? undefined : pins.current.get(selectedId);
    if (map && selected) map.panTo(selected.marker.getLatLng(), { animate: false });
  }, [map, selectedId]);

  const searchHere = () => {
    if (map && onSearchArea) onSearchArea(searchAreaOf(toGeoBounds(map.getBounds())));
  };

  return (
    <>
      {/* React holds the map back until the stylesheet has loaded, then moves it into the head. */}
      <link rel="stylesheet" href={leafletStylesheet} precedence="map" />
      <section
        ref={containerRef}
        className={styles.map}
        aria-label={label ?? t('map.label')}
        data-ready={isReady || undefined}
        data-zoom={view?.zoom}
        data-center={view?.center}
      />
      {isInteractive && onSearchArea ? (
        <div className={styles.searchArea} data-map-overlay>
          <Button variant="outline" tone="neutral" iconStart={<Search size={18} />} onPress={searchHere}>
            {t('map.searchArea')}
          </Button>
        </div>
      ) : null}
      {isReady ? null : <MapLoading />}
    </>
  );
}

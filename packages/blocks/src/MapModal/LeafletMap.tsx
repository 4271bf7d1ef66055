import 'leaflet/dist/leaflet.css';
import {
  type GeoBounds,
  type GeoPoint,
  initialMapView,
  type MapMarker,
  type SearchArea,
  searchAreaOf,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button } from '@escale/ui';
import {
  control,
  map as createMap,
  marker as createMarker,
  divIcon,
  geoJSON,
  type LatLngBounds,
  type Map as LeafletMapInstance,
  type Marker,
  tileLayer,
} from 'leaflet';
import { Search } from 'lucide-react';
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

/** The pin's drawing, 24 units square with its tip at the bottom centre. */
const PIN_SVG =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 1C7.58 1 4 4.58 4 9c0 6 8 14.5 8 14.5S20 15 20 9c0-4.42-3.58-8-8-8z" fill="currentColor" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="9" r="3" fill="#fff"/></svg>';

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

type Pins = Map<number, { marker: Marker; button: HTMLButtonElement }>;

/** Marks the selected pin pressed and raises it above the others; attributes only, so focus stays. */
function showSelection(pins: Pins, selectedId: number | null) {
  for (const [hotelId, { marker, button }] of pins) {
    const isActive = hotelId === selectedId;
    button.setAttribute('aria-pressed', String(isActive));
    marker.setZIndexOffset(isActive ? 1000 : 0);
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
        { maxZoom: initial.maxZoom, padding: [56, 56] },
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
    if (!map) return;
    const entries = pins.current;
    for (const data of latest.current.markers) {
      const button = pinButton(data);
      const marker = createMarker([data.location.lat, data.location.lng], {
        // No size and no class: the button draws and places itself from the marker's point.
        icon: divIcon({ html: button, className: '', iconSize: undefined }),
        // The button is the keyboard target, not Leaflet's icon element.
        keyboard: false,
        riseOnHover: true,
      });
      marker.on('click', () => {
        const { onSelect: select, selectedId: current } = latest.current;
        select(current === data.hotelId ? null : data);
      });
      marker.addTo(map);
      entries.set(data.hotelId, { marker, button });
    }
    showSelection(entries, latest.current.selectedId);
    return () => {
      for (const { marker } of entries.values()) marker.remove();
      entries.clear();
    };
  }, [map, markersKey]);

  useEffect(() => showSelection(pins.current, selectedId), [selectedId]);

  const searchHere = () => {
    if (map && onSearchArea) onSearchArea(searchAreaOf(toGeoBounds(map.getBounds())));
  };

  return (
    <>
      <section
        ref={containerRef}
        className={styles.map}
        aria-label={label ?? t('map.label')}
        data-ready={isReady || undefined}
        data-zoom={view?.zoom}
        data-center={view?.center}
      />
      {isInteractive && onSearchArea ? (
        <div className={styles.searchArea}>
          <Button variant="outline" tone="neutral" iconStart={<Search size={18} />} onPress={searchHere}>
            {t('map.searchArea')}
          </Button>
        </div>
      ) : null}
      {isReady ? null : <MapLoading />}
    </>
  );
}

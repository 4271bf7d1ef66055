import type { DestinationKey } from './criteria';
import { type GeoPoint, haversineKm } from './geo';

// The map of results and hotels (000 §4 Other, §9; 002 §4 Map, §9; S-176…S-182, G-38).

/** Zoom levels of the map (S-180). */
export const MAP_ZOOM = { hotel: 14, city: 12, department: 9, region: 8, large: 6 } as const;

const destinationZoom: Record<DestinationKey, number> = {
  hotel: MAP_ZOOM.hotel,
  city: MAP_ZOOM.city,
  poi: MAP_ZOOM.city,
  searesort: MAP_ZOOM.city,
  skiresort: MAP_ZOOM.city,
  department: MAP_ZOOM.department,
  region: MAP_ZOOM.region,
  touristicregion: MAP_ZOOM.region,
  country: MAP_ZOOM.large,
};

/** The zoom that shows a destination of this kind (S-180): resorts and points of interest as cities. */
export function zoomForDestination(kind: DestinationKey): number {
  return destinationZoom[kind];
}

/** Where the map looks when no location is known: Plaça de Catalunya, Barcelona (S-181, G-38). */
export const DEFAULT_MAP_CENTER: GeoPoint = { lat: 41.3874, lng: 2.1686 };
/** The zoom of the default centre: "large" (G-38). */
export const DEFAULT_MAP_ZOOM = MAP_ZOOM.large;

/** A pin's size in CSS pixels (S-182). */
const MARKER_SIZE = 40;
/** The selected pin's size (S-182). */
const ACTIVE_MARKER_SIZE = 47;

/** A pin's width and height in CSS pixels: 40, and 47 for the selected pin (S-182). */
export function markerSize(isActive: boolean): number {
  return isActive ? ACTIVE_MARKER_SIZE : MARKER_SIZE;
}

/**
 * How far apart, in CSS pixels on either axis, the tips of two pins must be: a pin is drawn in a
 * square of its size standing on its tip, so no two pins cover each other, and the selected pin,
 * drawn larger and on top, covers at most 7 px of a neighbour. Every pin stays a target of at least
 * 24 × 24 (WCAG 2.5.8).
 */
export const PIN_SPACING = MARKER_SIZE;

/** From this zoom (streets) every pin shows on its own. */
export const PIN_GROUPS_MAX_ZOOM = 16;

/** A pin's item and where its tip is on screen, in CSS pixels. */
export interface ScreenPin<T> {
  item: T;
  x: number;
  y: number;
}

/** The items drawn as one pin: one item, or several as a group that zooms in, at its first item's tip. */
export interface PinGroup<T> {
  items: T[];
  x: number;
  y: number;
}

/**
 * The pins to draw: in the order given, each pin joins the first group whose tip is closer than
 * `spacing` on both axes, or starts a group. Group tips are thus always `spacing` apart; put the
 * selected pin first so that it stays a pin of its own.
 */
export function groupPins<T>(pins: readonly ScreenPin<T>[], spacing = PIN_SPACING): PinGroup<T>[] {
  const groups: PinGroup<T>[] = [];
  for (const { item, x, y } of pins) {
    const near = groups.find((group) => Math.abs(group.x - x) < spacing && Math.abs(group.y - y) < spacing);
    if (near) near.items.push(item);
    else groups.push({ items: [item], x, y });
  }
  return groups;
}

/** A rectangle of latitudes and longitudes, in degrees. */
export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The smallest bounds holding every point; null without points. */
export function boundsOfPoints(points: readonly GeoPoint[]): GeoBounds | null {
  const [first, ...rest] = points;
  if (!first) return null;
  return rest.reduce<GeoBounds>(
    (bounds, { lat, lng }) => ({
      south: Math.min(bounds.south, lat),
      west: Math.min(bounds.west, lng),
      north: Math.max(bounds.north, lat),
      east: Math.max(bounds.east, lng),
    }),
    { south: first.lat, west: first.lng, north: first.lat, east: first.lng },
  );
}

const RAD = Math.PI / 180;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2));
const latOfMercatorY = (y: number) => (2 * Math.atan(Math.exp(y)) - Math.PI / 2) / RAD;

/**
 * The centre of the map showing these bounds. The map is drawn in Web Mercator, so the middle of
 * the screen is the middle of the projected latitudes, a little poleward of the mean latitude.
 */
export function boundsCenter(bounds: GeoBounds): GeoPoint {
  return {
    lat: latOfMercatorY((mercatorY(bounds.south) + mercatorY(bounds.north)) / 2),
    lng: (bounds.west + bounds.east) / 2,
  };
}

/** The API's largest search radius (offers.json distanceMax). */
export const MAX_SEARCH_AREA_RADIUS_KM = 5000;

/** What "Search in this area" searches: a point and a radius in km (S-178). */
export interface SearchArea {
  lat: number;
  lng: number;
  radiusKm: number;
}

/**
 * The search of "Search in this area" (S-178): the centre of the visible map and the distance to its
 * farthest corner (haversine), so the circle covers every visible hotel. The radius is rounded up to
 * 0.1 km and kept within the API's limit.
 */
export function searchAreaOf(bounds: GeoBounds): SearchArea {
  const center = boundsCenter(bounds);
  const corners: GeoPoint[] = [
    { lat: bounds.north, lng: bounds.west },
    { lat: bounds.north, lng: bounds.east },
    { lat: bounds.south, lng: bounds.west },
    { lat: bounds.south, lng: bounds.east },
  ];
  const farthest = Math.max(...corners.map((corner) => haversineKm(center, corner)));
  return {
    lat: center.lat,
    lng: center.lng,
    radiusKm: Math.min(MAX_SEARCH_AREA_RADIUS_KM, Math.ceil(farthest * 10 - 1e-9) / 10),
  };
}

/** How the map opens: a centre and zoom, or bounds to fit with a zoom not closer than `maxZoom`. */
export type MapView = { center: GeoPoint; zoom: number } | { bounds: GeoBounds; maxZoom: number };

export interface MapViewInput {
  points: readonly GeoPoint[];
  /** A known location (the searched destination, the hotel); wins over the points. */
  center?: GeoPoint;
  /** The zoom with `center`; the city zoom by default. */
  zoom?: number;
}

/**
 * The first view of the map: the given centre; else one pin at the hotel zoom, several pins fitted
 * (never closer than the hotel zoom); else Barcelona at the large zoom (S-180, S-181).
 */
export function initialMapView({ points, center, zoom }: MapViewInput): MapView {
  if (center) return { center, zoom: zoom ?? MAP_ZOOM.city };
  const [only] = points;
  if (points.length === 1 && only) return { center: only, zoom: MAP_ZOOM.hotel };
  const bounds = boundsOfPoints(points);
  if (bounds) return { bounds, maxZoom: MAP_ZOOM.hotel };
  return { center: DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM };
}

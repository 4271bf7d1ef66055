import { describe, expect, it } from 'vitest';
import { DESTINATION_KEYS } from './criteria';
import { haversineKm } from './geo';
import {
  ACTIVE_MARKER_SIZE,
  boundsCenter,
  boundsOfPoints,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  initialMapView,
  MAP_ZOOM,
  MARKER_SIZE,
  MAX_SEARCH_AREA_RADIUS_KM,
  markerSize,
  searchAreaOf,
  zoomForDestination,
} from './map';

const lyon = { lat: 45.764, lng: 4.8357 };
const annecy = { lat: 45.8992, lng: 6.1294 };
const colmar = { lat: 48.0756, lng: 7.3588 };

describe('map zoom levels', () => {
  it('S-180 zooms hotel 14, city 12, department 9, region 8, large 6', () => {
    expect(MAP_ZOOM).toEqual({ hotel: 14, city: 12, department: 9, region: 8, large: 6 });
  });

  it('S-180 zooms on a destination by its kind', () => {
    expect(zoomForDestination('hotel')).toBe(14);
    expect(zoomForDestination('city')).toBe(12);
    expect(zoomForDestination('department')).toBe(9);
    expect(zoomForDestination('region')).toBe(8);
    expect(zoomForDestination('country')).toBe(6);
  });

  it('S-180 shows resorts and points of interest as cities, touristic regions as regions', () => {
    expect(zoomForDestination('searesort')).toBe(MAP_ZOOM.city);
    expect(zoomForDestination('skiresort')).toBe(MAP_ZOOM.city);
    expect(zoomForDestination('poi')).toBe(MAP_ZOOM.city);
    expect(zoomForDestination('touristicregion')).toBe(MAP_ZOOM.region);
  });

  it('S-180 has a zoom for every destination key', () => {
    for (const key of DESTINATION_KEYS) expect(Object.values(MAP_ZOOM)).toContain(zoomForDestination(key));
  });
});

describe('markerSize', () => {
  it('S-182 draws a pin at 40 and the selected pin at 47', () => {
    expect([MARKER_SIZE, ACTIVE_MARKER_SIZE]).toEqual([40, 47]);
    expect(markerSize(false)).toBe(40);
    expect(markerSize(true)).toBe(47);
  });
});

describe('initialMapView', () => {
  it('S-181 G-38 opens on Plaça de Catalunya, Barcelona, at the large zoom without a location', () => {
    expect(DEFAULT_MAP_CENTER).toEqual({ lat: 41.3874, lng: 2.1686 });
    expect(initialMapView({ points: [] })).toEqual({ center: { lat: 41.3874, lng: 2.1686 }, zoom: 6 });
    expect(DEFAULT_MAP_ZOOM).toBe(MAP_ZOOM.large);
  });

  it('S-180 opens on a single hotel pin at the hotel zoom', () => {
    expect(initialMapView({ points: [annecy] })).toEqual({ center: annecy, zoom: 14 });
  });

  it('fits several pins, never closer than the hotel zoom', () => {
    expect(initialMapView({ points: [lyon, annecy, colmar] })).toEqual({
      bounds: { south: 45.764, west: 4.8357, north: 48.0756, east: 7.3588 },
      maxZoom: 14,
    });
  });

  it('opens on a known location, at the city zoom unless told', () => {
    expect(initialMapView({ points: [annecy, colmar], center: lyon })).toEqual({ center: lyon, zoom: 12 });
    expect(initialMapView({ points: [], center: lyon, zoom: MAP_ZOOM.region })).toEqual({
      center: lyon,
      zoom: 8,
    });
  });
});

describe('boundsOfPoints', () => {
  it('holds every point', () => {
    expect(boundsOfPoints([colmar, lyon])).toEqual({
      south: 45.764,
      west: 4.8357,
      north: 48.0756,
      east: 7.3588,
    });
  });

  it('is a point for one point and null for none', () => {
    expect(boundsOfPoints([lyon])).toEqual({ south: 45.764, west: 4.8357, north: 45.764, east: 4.8357 });
    expect(boundsOfPoints([])).toBeNull();
  });
});

describe('boundsCenter', () => {
  it('is the middle of bounds around the equator', () => {
    expect(boundsCenter({ south: -10, west: -20, north: 10, east: 20 })).toEqual({ lat: 0, lng: 0 });
  });

  it('is the middle of the screen in Web Mercator, poleward of the mean latitude', () => {
    const center = boundsCenter({ south: 40, west: 0, north: 50, east: 10 });
    expect(center.lng).toBe(5);
    expect(center.lat).toBeGreaterThan(45);
    expect(center.lat).toBeCloseTo(45.219, 3);
  });
});

describe('searchAreaOf', () => {
  const barcelona = { south: 41.3, west: 2.0, north: 41.5, east: 2.3 };

  it('S-178 searches around the centre of the visible map', () => {
    const area = searchAreaOf(barcelona);
    expect(area.lng).toBeCloseTo(2.15, 9);
    expect(area.lat).toBeCloseTo(41.4, 2);
  });

  it('S-178 reaches the farthest visible corner, so every visible hotel is in the search', () => {
    const area = searchAreaOf(barcelona);
    const corners = [
      { lat: 41.5, lng: 2.0 },
      { lat: 41.5, lng: 2.3 },
      { lat: 41.3, lng: 2.0 },
      { lat: 41.3, lng: 2.3 },
    ];
    for (const corner of corners) {
      expect(haversineKm({ lat: area.lat, lng: area.lng }, corner)).toBeLessThanOrEqual(area.radiusKm);
    }
    expect(area.radiusKm).toBeCloseTo(16.4, 0);
  });

  it('S-178 rounds the radius up to a tenth of a km', () => {
    const { radiusKm } = searchAreaOf(barcelona);
    expect(Math.round(radiusKm * 10)).toBeCloseTo(radiusKm * 10, 9);
  });

  it('keeps the radius within the API’s 5000 km', () => {
    expect(searchAreaOf({ south: -60, west: -150, north: 70, east: 150 }).radiusKm).toBe(
      MAX_SEARCH_AREA_RADIUS_KM,
    );
  });
});

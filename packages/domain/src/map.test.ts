import { describe, expect, it } from 'vitest';
import { DESTINATION_KEYS } from './criteria';
import { haversineKm } from './geo';
import {
  boundsCenter,
  boundsOfPoints,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  groupPins,
  initialMapView,
  MAP_ZOOM,
  MAX_SEARCH_AREA_RADIUS_KM,
  markerSize,
  PIN_SPACING,
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
    expect(markerSize(false)).toBe(40);
    expect(markerSize(true)).toBe(47);
  });
});

describe('groupPins', () => {
  const pin = (item: string, x: number, y: number) => ({ item, x, y });

  it('WCAG 2.5.8 groups the pins that would cover each other, at the first one’s tip', () => {
    const groups = groupPins([pin('a', 100, 100), pin('b', 130, 90), pin('c', 100, 140), pin('d', 139, 139)]);
    expect(groups).toEqual([
      { items: ['a', 'b', 'd'], x: 100, y: 100 },
      { items: ['c'], x: 100, y: 140 },
    ]);
  });

  it('WCAG 2.5.8 leaves every pin at least 24 × 24 of its own, next to the selected one too', () => {
    const pins = Array.from({ length: 60 }, (_, i) => pin(String(i), (i * 37) % 300, (i * 53) % 200));
    const groups = groupPins(pins);
    expect(groups.flatMap((group) => group.items).sort()).toEqual(pins.map((p) => p.item).sort());
    const [small, large] = [markerSize(false), markerSize(true)];
    for (const a of groups) {
      for (const b of groups) {
        if (a === b) continue;
        // b's square, drawn under a selected a: what a covers of it, across and down.
        const coveredAcross = Math.max(0, (small + large) / 2 - Math.abs(a.x - b.x));
        const coveredDown = Math.max(0, Math.min(a.y, b.y) - Math.max(a.y - large, b.y - small));
        expect(Math.min(coveredAcross, coveredDown)).toBeLessThanOrEqual(small - 24);
      }
    }
  });

  it('keeps pins that are far enough apart on their own', () => {
    expect(groupPins([pin('a', 0, 0), pin('b', PIN_SPACING, 0), pin('c', 0, PIN_SPACING)])).toHaveLength(3);
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

import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo';

describe('haversineKm', () => {
  it('measures known great-circle distances', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    expect(haversineKm(paris, { lat: 45.764, lng: 4.8357 })).toBeCloseTo(392, -1); // Lyon
    expect(haversineKm(paris, { lat: 41.3874, lng: 2.1686 })).toBeCloseTo(831, -1); // Barcelona
    expect(haversineKm(paris, paris)).toBe(0);
  });

  it('is symmetric', () => {
    const a = { lat: 52.37, lng: 4.9 };
    const b = { lat: 50.85, lng: 4.35 };
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
  });
});

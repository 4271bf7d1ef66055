export { haversineKm } from '@escale/domain';

export interface Point {
  lat: number;
  lng: number;
}

/** A distance as answered: km with one decimal (the shop rounds it for display, S-160). */
export function answeredKm(km: number): number {
  return Math.round(km * 10) / 10;
}

import type { SeedScale } from '../config';
import { type City, geography, TEST_SCALE_CITIES } from './geo';

export interface ScaleSpec {
  hotels: number;
  /** Activity-only vouchers. */
  vouchers: number;
  /** Reviews over all the hotels that have some. */
  reviews: number;
}

export const SCALES: Record<SeedScale, ScaleSpec> = {
  test: { hotels: 60, vouchers: 20, reviews: 3_000 },
  default: { hotels: 1_500, vouchers: 200, reviews: 100_000 },
  large: { hotels: 10_000, vouchers: 1_300, reviews: 400_000 },
};

/**
 * The city of each hotel, in order. The test scale turns over a hand-picked list covering every
 * kind of place; larger scales share the hotels out by each city's weight (largest remainders).
 */
export function hotelCities(scale: SeedScale): City[] {
  const { hotels } = SCALES[scale];
  if (scale === 'test') {
    const cities = TEST_SCALE_CITIES.map((id) => geography.byId.get(id) as City);
    return Array.from({ length: hotels }, (_, i) => cities[i % cities.length] as City);
  }
  const cities = geography.cities;
  const totalWeight = cities.reduce((sum, city) => sum + city.weight, 0);
  const shares = cities.map((city, index) => {
    const exact = (hotels * city.weight) / totalWeight;
    return { city, index, count: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = hotels - shares.reduce((sum, share) => sum + share.count, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    share.count += 1;
    left -= 1;
  }
  // Interleave the cities so that hotel ids do not cluster by city.
  const result: City[] = [];
  for (let round = 0; result.length < hotels; round += 1) {
    for (const share of shares) if (share.count > round) result.push(share.city);
  }
  return result;
}

import type { RoomType } from '../db/schema';
import type { Environment } from './copy/hotels';
import type { RoomTier, RoomView } from './copy/rooms';
import type { City } from './geo';
import type { Random } from './random';

// Prices that make sense: nightly rates for two by stars, city, room and season; meals and
// activities per person. All amounts are integer cents.

const EURO = 100;

/** Weekday rate of a classic double in mid season, by stars (€ for two, per night). */
const DOUBLE_RATE: Record<number, [number, number]> = {
  1: [45, 60],
  2: [60, 85],
  3: [90, 130],
  4: [140, 210],
  5: [260, 420],
};

/** Cities where a night costs more (or less) than elsewhere. */
const CITY_FACTOR: Record<string, number> = {
  'city-paris': 1.3,
  'city-venezia': 1.3,
  'city-courchevel': 1.4,
  'city-val-d-isere': 1.25,
  'city-megeve': 1.2,
  'city-saint-tropez': 1.35,
  'city-cannes': 1.2,
  'city-amsterdam': 1.25,
  'city-roma': 1.15,
  'city-firenze': 1.15,
  'city-milano': 1.15,
  'city-barcelona': 1.15,
  'city-positano': 1.3,
  'city-cortina-d-ampezzo': 1.25,
  'city-knokke-heist': 1.15,
  'city-marbella': 1.15,
};

function cityFactor(city: City): number {
  const known = CITY_FACTOR[city.id];
  if (known) return known;
  if (city.population > 500_000) return 1.1;
  if (city.population < 20_000) return 0.95;
  return 1;
}

/** The hotel's base: a classic double on a mid-season weekday, in cents, rounded to the euro. */
export function hotelBaseRate(random: Random, stars: number, city: City): number {
  const [min, max] = DOUBLE_RATE[stars] ?? [90, 130];
  return Math.round(random.int(min, max) * cityFactor(city)) * EURO;
}

const TYPE_FACTOR: Record<RoomType, number> = { double: 1, twin: 1, family: 1.45, suite: 1.9, single: 0.75 };
const TIER_FACTOR: Record<RoomTier, number> = { classic: 1, comfort: 1.1, superior: 1.2 };

export function roomBaseRate(hotelBase: number, type: RoomType, tier: RoomTier, view: RoomView): number {
  const factor = TYPE_FACTOR[type] * TIER_FACTOR[tier] * (view ? 1.1 : 1);
  return Math.round((hotelBase * factor) / EURO) * EURO;
}

/**
 * Season profiles: the rate of each month in percent of the base (January first). City hotels are
 * cheap in winter and August; the sea peaks in summer; ski resorts in winter.
 */
export const SEASON_PROFILES = {
  city: [85, 85, 95, 105, 110, 110, 100, 95, 110, 105, 90, 100],
  sea: [70, 70, 75, 90, 100, 120, 150, 160, 115, 85, 70, 75],
  ski: [150, 160, 140, 100, 75, 80, 95, 95, 75, 75, 85, 145],
  country: [80, 80, 90, 100, 110, 120, 135, 140, 115, 100, 85, 95],
} as const;
export type SeasonProfile = keyof typeof SEASON_PROFILES;
export const SEASON_PROFILE_CODES: Record<SeasonProfile, number> = { city: 0, sea: 1, ski: 2, country: 3 };

/** At or above this season factor, hotels with a high-season rule ask two nights on weekends. */
export const HIGH_SEASON_FACTOR = 120;

export function seasonProfile(environment: Environment, skiResort: boolean): SeasonProfile {
  if (skiResort) return 'ski';
  if (environment === 'sea') return 'sea';
  if (environment === 'city') return 'city';
  return 'country';
}

/** Friday and Saturday rates in percent of the weekday rate: business hotels empty out on weekends. */
export function weekendFactors(business: boolean): { friday: number; saturday: number } {
  return business ? { friday: 95, saturday: 100 } : { friday: 110, saturday: 125 };
}

function perPerson(random: Random, stars: number, ranges: Record<number, [number, number]>): number {
  const [min, max] = ranges[stars] ?? ranges[3] ?? [10, 20];
  return random.int(min, max) * EURO;
}

/** Breakfast per person per night. */
export function breakfastPrice(random: Random, stars: number): number {
  return perPerson(random, stars, { 1: [7, 9], 2: [9, 12], 3: [12, 16], 4: [16, 24], 5: [25, 38] });
}

/** Dinner per person. */
export function dinnerPrice(random: Random, stars: number): number {
  return perPerson(random, stars, { 1: [20, 25], 2: [25, 32], 3: [32, 45], 4: [45, 70], 5: [75, 120] });
}

/** What one person pays for an activity, by tag (€). */
const ACTIVITY_PRICES: Record<number, [number, number]> = {
  101: [25, 45],
  102: [70, 110],
  103: [40, 60],
  104: [55, 85],
  105: [18, 28],
  201: [70, 110],
  202: [25, 45],
  203: [18, 30],
  204: [40, 55],
  301: [30, 45],
  302: [20, 35],
  303: [35, 50],
  304: [60, 95],
  305: [45, 65],
  306: [48, 65],
  307: [40, 55],
  308: [28, 40],
  401: [15, 28],
  402: [12, 22],
  403: [14, 25],
  501: [20, 35],
  502: [200, 260],
  503: [25, 40],
  601: [45, 70],
  602: [8, 14],
  603: [22, 32],
};

export function activityPrice(random: Random, tagId: number): number {
  const [min, max] = ACTIVITY_PRICES[tagId] ?? [20, 40];
  return random.int(min, max) * EURO;
}

/** Offer discounts in percent, most offers without one. */
export const DISCOUNTS: ReadonlyArray<readonly [number, number]> = [
  [0, 52],
  [5, 8],
  [9, 6],
  [10, 12],
  [15, 10],
  [20, 8],
  [30, 4],
];

export type LocalTax =
  | { type: 'PER_PERSON_PER_NIGHT'; amount: number }
  | { type: 'BOOKING_PERCENTAGE'; percentage: number };

/** Known tourist taxes, per person per night in cents or as a share of the booking. */
const KNOWN_TAXES: Record<string, LocalTax> = {
  'city-paris': { type: 'PER_PERSON_PER_NIGHT', amount: 400 },
  'city-nice': { type: 'PER_PERSON_PER_NIGHT', amount: 250 },
  'city-lyon': { type: 'PER_PERSON_PER_NIGHT', amount: 220 },
  'city-roma': { type: 'PER_PERSON_PER_NIGHT', amount: 600 },
  'city-venezia': { type: 'PER_PERSON_PER_NIGHT', amount: 500 },
  'city-firenze': { type: 'PER_PERSON_PER_NIGHT', amount: 550 },
  'city-milano': { type: 'PER_PERSON_PER_NIGHT', amount: 500 },
  'city-barcelona': { type: 'PER_PERSON_PER_NIGHT', amount: 550 },
  'city-palma': { type: 'PER_PERSON_PER_NIGHT', amount: 300 },
  'city-amsterdam': { type: 'BOOKING_PERCENTAGE', percentage: 12.5 },
  'city-rotterdam': { type: 'BOOKING_PERCENTAGE', percentage: 7 },
  'city-utrecht': { type: 'BOOKING_PERCENTAGE', percentage: 7 },
  'city-maastricht': { type: 'BOOKING_PERCENTAGE', percentage: 7 },
  'city-haarlem': { type: 'BOOKING_PERCENTAGE', percentage: 8 },
  'city-brussels': { type: 'PER_PERSON_PER_NIGHT', amount: 425 },
  'city-bruges': { type: 'PER_PERSON_PER_NIGHT', amount: 400 },
  'city-ghent': { type: 'PER_PERSON_PER_NIGHT', amount: 250 },
  'city-antwerp': { type: 'PER_PERSON_PER_NIGHT', amount: 300 },
};

/**
 * The tourist tax of a city (001 §3 Local tax): France, Italy and Belgium per person per night,
 * Catalonia and the Balearics too; the Netherlands as a percentage of the booking; the rest of
 * Spain without one.
 */
export function localTaxOf(random: Random, city: City): LocalTax | null {
  const known = KNOWN_TAXES[city.id];
  if (known) return known;
  switch (city.country) {
    case 'FR':
      return { type: 'PER_PERSON_PER_NIGHT', amount: random.pick([50, 80, 100, 150, 200, 250, 300]) };
    case 'IT':
      return { type: 'PER_PERSON_PER_NIGHT', amount: random.pick([150, 200, 250, 300, 350]) };
    case 'BE':
      return { type: 'PER_PERSON_PER_NIGHT', amount: random.pick([100, 150, 200, 250]) };
    case 'NL':
      return { type: 'BOOKING_PERCENTAGE', percentage: random.pick([5, 6, 6.5, 7]) };
    case 'ES':
      return city.streetLanguage === 'ca'
        ? { type: 'PER_PERSON_PER_NIGHT', amount: random.pick([100, 150, 250]) }
        : null;
  }
}

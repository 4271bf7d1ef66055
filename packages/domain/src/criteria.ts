import { isDaySelectable, nightsBetween } from './calendar';
import { type SortKey, sortKeys } from './flows';
import { isIsoDate } from './isoDate';
import { DEFAULT_PAX, isSingleRoom, PAX_LIMITS, type Pax } from './travellers';
import {
  type Check,
  hasFields,
  isBoolean,
  isInteger,
  isListOf,
  isNumber,
  isOneOf,
  matches,
  optional,
} from './valueChecks';

/** An id in the hash (destination, facet value, sleeve): letters, digits, `_` and `-`. */
const id = matches(/^[A-Za-z0-9_-]{1,64}$/);
const ids = isListOf(id, 1);
const cents = isInteger(0);
const positive = isInteger(1);
const paxCount = ({ min, max }: { min: number; max: number }) => isInteger(min, max);

const isTrue: Check = (value) => value === true;

export const giftFormats = ['digital', 'physical'] as const;
export type GiftFormat = (typeof giftFormats)[number];
/** The gift upsell: none, or availability (S-267). */
export const giftUpsells = ['none', 'availability'] as const;
export type GiftUpsell = (typeof giftUpsells)[number];

/**
 * Every search criterion of the URL hash (000 §3), in the order the hash writes them. Amounts are
 * cents; `s` is derived from the children and babies (S-019); `night` from the dates; `flexible`
 * records that the user cleared both dates (S-035).
 */
export const criteriaFields: Record<CriterionKey, Check> = {
  a: paxCount(PAX_LIMITS.adults),
  c: paxCount(PAX_LIMITS.children),
  b: paxCount(PAX_LIMITS.babies),
  s: isBoolean,
  checkin: optional(isIsoDate),
  checkout: optional(isIsoDate),
  night: optional(positive),
  flexible: optional(isTrue),
  theme: optional(positive),
  lat: optional(isNumber(-90, 90)),
  lng: optional(isNumber(-180, 180)),
  distanceMin: optional(isNumber(0)),
  distanceMax: optional(isNumber(0)),
  city: optional(id),
  hotel: optional(id),
  searesort: optional(id),
  skiresort: optional(id),
  touristicregion: optional(id),
  region: optional(id),
  department: optional(id),
  country: optional(id),
  poi: optional(id),
  sort: optional(isOneOf(sortKeys)),
  priceMin: optional(cents),
  priceMax: optional(cents),
  /** Gifting's price range, instead of priceMin and priceMax (000 §5). */
  singleVoucherPriceMin: optional(cents),
  singleVoucherPriceMax: optional(cents),
  hotelTypes: optional(ids),
  hotelEnvironments: optional(ids),
  hotelStyles: optional(ids),
  stars: optional(isListOf(isInteger(1, 5), 1)),
  /** The minimum score (9, 8, 7); 0 is "all" and is kept (S-047). */
  hotelScore: optional(isNumber(0, 10)),
  /** Facility values except pets, which is `petsAllowed` (000 §5). */
  facilities: optional(ids),
  /** Activity ids. */
  tags: optional(isListOf(positive, 1)),
  petsAllowed: optional(isTrue),
  giftNights: optional(positive),
  giftFormat: optional(isOneOf(giftFormats)),
  sleeves: optional(ids),
};

/** The search criteria; also the query shape of the search calls. */
// A type rather than an interface: criteria pass where any record of values is read.
export type SearchCriteria = {
  a: number;
  c: number;
  b: number;
  s: boolean;
  checkin?: string;
  checkout?: string;
  night?: number;
  flexible?: true;
  theme?: number;
  lat?: number;
  lng?: number;
  distanceMin?: number;
  distanceMax?: number;
  city?: string;
  hotel?: string;
  searesort?: string;
  skiresort?: string;
  touristicregion?: string;
  region?: string;
  department?: string;
  country?: string;
  poi?: string;
  sort?: SortKey;
  priceMin?: number;
  priceMax?: number;
  singleVoucherPriceMin?: number;
  singleVoucherPriceMax?: number;
  hotelTypes?: string[];
  hotelEnvironments?: string[];
  hotelStyles?: string[];
  stars?: number[];
  hotelScore?: number;
  facilities?: string[];
  tags?: number[];
  petsAllowed?: true;
  giftNights?: number;
  giftFormat?: GiftFormat;
  sleeves?: string[];
};
export type CriterionKey = keyof SearchCriteria;

/** Whether a value is search criteria: every criterion there is valid, the travellers and `s` are set. */
export const isSearchCriteria: Check = (value) =>
  hasFields(criteriaFields)(value) && Object.keys(value as object).every((key) => key in criteriaFields);

/** Destination keys: one at most is set (S-043, S-028). */
export const DESTINATION_KEYS = [
  'city',
  'hotel',
  'searesort',
  'skiresort',
  'touristicregion',
  'region',
  'department',
  'country',
  'poi',
] as const satisfies readonly CriterionKey[];
export type DestinationKey = (typeof DESTINATION_KEYS)[number];

/** Where the search is: the destination keys plus a location and its distance range. */
const GEOGRAPHIC_KEYS = [
  ...DESTINATION_KEYS,
  'lat',
  'lng',
  'distanceMin',
  'distanceMax',
] as const satisfies readonly CriterionKey[];

const paxDefaults = { a: DEFAULT_PAX.adults, c: DEFAULT_PAX.children, b: DEFAULT_PAX.babies } as const;

/** The criteria of a new search: 2 adults, 0 children, 0 babies (S-016, S-040). */
export const DEFAULT_CRITERIA: Readonly<SearchCriteria> = Object.freeze({ ...paxDefaults, s: false });

/** Today (`YYYY-MM-DD`) and the hour (0–23) in the shop's time zone, passed in so rules stay pure. */
export interface Clock {
  today: string;
  hour: number;
}

/**
 * Whether a checkin is still bookable (S-046 "in the future"), by the calendar's own rule so the
 * hash and the calendar agree: not before today, today only before 20:00, within the horizon.
 */
export function isBookableCheckin(checkin: string, clock: Clock): boolean {
  return isIsoDate(checkin) && isIsoDate(clock.today) && isDaySelectable(checkin, clock);
}

/** The nights of a stay, or `null` unless both are dates and the checkout is after the checkin. */
export function stayNights(checkin: string | undefined, checkout: string | undefined): number | null {
  if (!isIsoDate(checkin) || !isIsoDate(checkout)) return null;
  const nights = nightsBetween(checkin, checkout);
  return nights > 0 ? nights : null;
}

/** The travellers of the criteria (hash keys a, c, b). */
export function paxOf({ a, c, b }: Pick<SearchCriteria, 'a' | 'c' | 'b'>): Pax {
  return { adults: a, children: c, babies: b };
}

/** Empty values remove a criterion, 0 is a value (S-047). */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  );
}

function validValue(key: CriterionKey, value: unknown): unknown {
  if (isEmpty(value)) return undefined;
  const input = Array.isArray(value) ? [...new Set(value)] : value;
  if (!criteriaFields[key](input)) return undefined;
  // -0 is written "0" in a hash: keep one zero so criteria and hash agree.
  return Object.is(input, -0) ? 0 : input;
}

function omit(criteria: SearchCriteria, keys: readonly CriterionKey[]): SearchCriteria {
  const rest: Record<string, unknown> = { ...criteria };
  for (const key of keys) delete rest[key];
  return rest as SearchCriteria;
}

/**
 * Criteria from any object (a decoded hash, a request body): invalid values are dropped, pax out
 * of range fall back to the defaults (S-017), lists lose duplicates, `s` is derived (S-019), the
 * dates are kept only when both are set, in order and the checkin is bookable (S-046), `night`
 * comes from them, and `flexible` stays only without a date pair.
 */
export function normaliseCriteria(input: Readonly<Record<string, unknown>>, clock: Clock): SearchCriteria {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(criteriaFields) as CriterionKey[]) {
    const value = validValue(key, input[key]);
    if (value !== undefined) result[key] = value;
  }
  const { a, c, b } = { ...paxDefaults, ...result } as Pick<SearchCriteria, 'a' | 'c' | 'b'>;
  const criteria = { ...result, a, c, b, s: isSingleRoom(paxOf({ a, c, b })) } as SearchCriteria;
  const nights = stayNights(criteria.checkin, criteria.checkout);
  if (nights === null) return omit(criteria, ['checkin', 'checkout', 'night']);
  // A date pair, even one no longer bookable, outweighs the flexible mark.
  const dated = omit(criteria, ['flexible']);
  return criteria.checkin && isBookableCheckin(criteria.checkin, clock)
    ? { ...dated, night: nights }
    : omit(dated, ['checkin', 'checkout', 'night']);
}

/** The keys `setCriterion` sets; dates go through `withDates`, `s` and `night` are derived. */
export type SettableKey = Exclude<CriterionKey, 's' | 'night' | 'checkin' | 'checkout' | 'flexible'>;

/** A value for a key; marker keys (`petsAllowed`) take a boolean. */
export type CriterionValue<K extends SettableKey> =
  | (NonNullable<SearchCriteria[K]> extends true ? boolean : SearchCriteria[K])
  | null
  | undefined
  | '';

/**
 * Sets one criterion. An empty value (`''`, `null`, `undefined`, `false`, `[]`) removes it, 0 is
 * kept (S-047); removing a pax count restores its default. An invalid value, such as a pax count
 * out of range, changes nothing (S-017). `s` follows the children and babies (S-019).
 */
export function setCriterion<K extends SettableKey>(
  criteria: SearchCriteria,
  key: K,
  value: CriterionValue<K>,
): SearchCriteria {
  let next: SearchCriteria;
  if (isEmpty(value)) {
    next =
      key in paxDefaults
        ? { ...criteria, [key]: paxDefaults[key as keyof typeof paxDefaults] }
        : omit(criteria, [key]);
  } else {
    const valid = validValue(key, value);
    if (valid === undefined) return criteria;
    next = { ...criteria, [key]: valid };
  }
  return { ...next, s: isSingleRoom(paxOf(next)) };
}

/**
 * Sets the stay dates and the nights. Clearing both records that the user chose flexible dates
 * (S-035); a single date or a checkout not after the checkin leaves no dates, without that mark.
 */
export function withDates(
  criteria: SearchCriteria,
  checkin?: string | null,
  checkout?: string | null,
): SearchCriteria {
  const rest = omit(criteria, ['checkin', 'checkout', 'night', 'flexible']);
  if (!checkin && !checkout) return { ...rest, flexible: true };
  const nights = stayNights(checkin ?? undefined, checkout ?? undefined);
  if (nights === null || !checkin || !checkout) return rest;
  return { ...rest, checkin, checkout, night: nights };
}

/**
 * Searches a chosen destination: sets its key and clears every other geographic criterion, the
 * other destination keys and any location with its distance range (S-028). An invalid id changes
 * nothing.
 */
export function applyDestination(
  criteria: SearchCriteria,
  key: DestinationKey,
  destinationId: string,
): SearchCriteria {
  if (!id(destinationId)) return criteria;
  return { ...omit(criteria, GEOGRAPHIC_KEYS), [key]: destinationId };
}

export interface UserLocation {
  lat: number;
  lng: number;
  /** The city minimum, in km. */
  distanceMin: number;
  /** In km. */
  distanceMax: number;
}

/**
 * Searches around the user: sets lat, lng, distanceMin and distanceMax and clears every destination
 * key (S-026). An invalid location changes nothing.
 */
export function applyUserLocation(criteria: SearchCriteria, location: UserLocation): SearchCriteria {
  const keys = ['lat', 'lng', 'distanceMin', 'distanceMax'] as const;
  if (keys.some((key) => !criteriaFields[key](location[key]))) return criteria;
  const { lat, lng, distanceMin, distanceMax } = location;
  return { ...omit(criteria, DESTINATION_KEYS), lat, lng, distanceMin, distanceMax };
}

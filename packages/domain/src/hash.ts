import {
  type Clock,
  type CriterionKey,
  criteriaFields,
  normaliseCriteria,
  paxOf,
  type SearchCriteria,
  stayNights,
} from './criteria';
import { isSingleRoom } from './travellers';

// The search criteria in the URL hash (000 §3): `a=2&c=0&b=0&checkin=2026-06-12&…`, keys in the
// order of `criteriaFields`, lists comma-joined (`stars=4,5`), markers written `true`.

type Decoder = (raw: string) => unknown;

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;

const integer: Decoder = (raw) => (INTEGER.test(raw) ? Number(raw) : undefined);
const decimal: Decoder = (raw) => (DECIMAL.test(raw) ? Number(raw) : undefined);
const text: Decoder = (raw) => raw;
const marker: Decoder = (raw) => (raw === 'true' ? true : undefined);

/** A comma-joined list; items that are not valid for the key are dropped one by one. */
const list =
  (key: CriterionKey, item: Decoder): Decoder =>
  (raw) =>
    raw
      .split(',')
      .map(item)
      .filter((value) => value !== undefined && criteriaFields[key]([value]));

const decoders: Record<CriterionKey, Decoder> = {
  a: integer,
  c: integer,
  b: integer,
  s: marker,
  checkin: text,
  checkout: text,
  night: integer,
  flexible: marker,
  theme: integer,
  lat: decimal,
  lng: decimal,
  distanceMin: decimal,
  distanceMax: decimal,
  city: text,
  hotel: text,
  searesort: text,
  skiresort: text,
  touristicregion: text,
  region: text,
  department: text,
  country: text,
  poi: text,
  sort: text,
  priceMin: integer,
  priceMax: integer,
  singleVoucherPriceMin: integer,
  singleVoucherPriceMax: integer,
  hotelTypes: list('hotelTypes', text),
  hotelEnvironments: list('hotelEnvironments', text),
  hotelStyles: list('hotelStyles', text),
  stars: list('stars', integer),
  hotelScore: decimal,
  facilities: list('facilities', text),
  tags: list('tags', integer),
  petsAllowed: marker,
  giftNights: integer,
  giftFormat: text,
  sleeves: list('sleeves', text),
};

const keys = Object.keys(criteriaFields) as CriterionKey[];

/**
 * The criteria of a URL hash (the leading `#` is optional). It never throws: unknown keys, bad
 * values and pax out of range are ignored (S-017), `s` is derived (S-019), the dates are kept only
 * when both are set, in order and the checkin is still bookable, that is after today or today
 * before 20:00 (S-046), and `night` comes from them.
 */
export function parseCriteriaHash(hash: string, clock: Clock): SearchCriteria {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const decoded: Record<string, unknown> = {};
  for (const key of keys) {
    const raw = params.get(key);
    if (raw !== null) decoded[key] = decoders[key](raw);
  }
  return normaliseCriteria(decoded, clock);
}

function encode(value: unknown): string {
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => encodeURIComponent(String(item))).join(',');
}

/**
 * The hash of some criteria, without `#`, keys in a stable order. `s=true` is written when
 * children or babies come along (S-019), the dates only as a pair in order with their `night`.
 */
export function formatCriteriaHash(criteria: SearchCriteria): string {
  const nights = stayNights(criteria.checkin, criteria.checkout);
  const derived: Partial<Record<CriterionKey, unknown>> = {
    s: isSingleRoom(paxOf(criteria)) || undefined,
    checkin: nights === null ? undefined : criteria.checkin,
    checkout: nights === null ? undefined : criteria.checkout,
    night: nights ?? undefined,
    flexible: nights === null ? criteria.flexible : undefined,
  };
  const parts: string[] = [];
  for (const key of keys) {
    const value = key in derived ? derived[key] : criteria[key];
    if (value === undefined || value === null || value === false || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    parts.push(`${key}=${encode(value)}`);
  }
  return parts.join('&');
}

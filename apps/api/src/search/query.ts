import {
  type ApiLocale,
  type DestinationKey,
  destinationKeysOf,
  type Flow,
  type OffersQuery,
  type Pax,
  paxOfQuery,
  type SortKey,
  stayOfQuery,
} from '@escale/domain';
import { type Lang, languageOf } from '../content/locale';
import { ApiError, notFound } from '../http/errors';
import type { Point } from './geo';
import type { SearchIndex } from './index';

/** Where a search looks: inside a destination, and/or within a distance window of a point. */
export interface SearchArea {
  /** Hotels lying in this destination (its id is in their places). */
  place: string | null;
  /** The point distances are measured from: lat/lng, or the destination’s coordinates. */
  point: Point | null;
  /** Km from the point; applied whenever a point is known. */
  distanceMin: number;
  distanceMax: number;
}

/**
 * A search with every default filled in and lists sorted without repeats: the same search always
 * gives the same object, whose JSON is the answer cache’s key.
 */
export interface Search {
  locale: ApiLocale;
  lang: Lang;
  flow: Flow;
  /** Gifting searches giftable offers as single vouchers, without dates, for 2 adults. */
  gifting: boolean;
  pax: Pax;
  /** The dates asked: final prices of bookable stays only. */
  stay: { checkin: string; nights: number } | null;
  /** Without dates: the nights of the from-price (the offer’s shortest when null). */
  nights: number | null;
  area: SearchArea;
  hotelId: number | null;
  /** Offers of any of these themes (a box's themes, or the one theme asked). */
  themes: number[] | null;
  /** Hotels in any of these countries (`country-fr`…): a box's countries. */
  countries: string[] | null;
  giftableOnly: boolean;
  stars: number[] | null;
  score: number | null;
  facilities: string[];
  petsAllowed: boolean;
  hotelTypes: string[] | null;
  hotelEnvironments: string[] | null;
  hotelStyles: string[] | null;
  tags: number[] | null;
  /** Cents: on pricePerNight, or on the voucher’s sellPrice in gifting. */
  priceMin: number | null;
  priceMax: number | null;
  orderBy: SortKey;
  perHotel: number;
  page: number;
  limit: number;
  map: boolean;
}

const sortedUnique = <T extends string | number>(values: readonly T[] | undefined): T[] | null =>
  values && values.length > 0 ? [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : null;

/** The destination of a key, or 404. A `hotel` key names a hotel. */
function destinationPoint(index: SearchIndex, key: DestinationKey, id: string): Point {
  if (key === 'hotel') {
    const hotel = /^\d+$/.test(id) ? index.hotelsById.get(Number(id)) : undefined;
    if (!hotel) throw notFound(`Hotel ${id}`);
    return hotel;
  }
  const destination = index.destinations.get(id);
  if (!destination || destination.kind !== key) throw notFound(`Destination ${key} ${id}`);
  return destination;
}

type AreaQuery = Pick<OffersQuery, DestinationKey | 'lat' | 'lng' | 'distanceMin' | 'distanceMax'>;

/**
 * The area of a query: a destination key alone searches inside it; with distanceMax, within that
 * radius of its coordinates instead. lat/lng measure distances from that point instead of the
 * destination's; without distanceMax there is no upper bound, only the distances answered.
 */
export function resolveArea(index: SearchIndex, query: AreaQuery): SearchArea {
  const [key] = destinationKeysOf(query);
  const id = key ? (query[key] as string) : null;
  const destination = key && id ? destinationPoint(index, key, id) : null;
  const point =
    query.lat !== undefined && query.lng !== undefined
      ? { lat: query.lat, lng: query.lng }
      : destination && { lat: destination.lat, lng: destination.lng };
  return {
    place: query.distanceMax === undefined ? id : null,
    point,
    distanceMin: query.distanceMin ?? 0,
    distanceMax: query.distanceMax ?? Number.POSITIVE_INFINITY,
  };
}

/** 400 naming `checkin` when it is before the first bookable day or beyond the horizon. */
function checkStay(index: SearchIndex, stay: { checkin?: string; nights?: number }) {
  if (!stay.checkin || !stay.nights) return null;
  const first = index.catalog.firstCheckin();
  const last = index.catalog.lastCheckin();
  if (stay.checkin < first || stay.checkin > last) {
    const message = `Expected a checkin from ${first} to ${last}`;
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: checkin', [{ path: 'checkin', message }]);
  }
  return { checkin: stay.checkin, nights: stay.nights };
}

/** The search a validated offers.json or facets.json query asks for. */
export function resolveSearch(index: SearchIndex, query: OffersQuery): Search {
  const flow = query.flow ?? 'booking';
  const gifting = flow === 'gifting';
  const pax = paxOfQuery({ ...query, flow });
  // A gift voucher has no dates: the beneficiary chooses them later (000 §1).
  const asked = stayOfQuery(query);
  const stay = gifting ? null : checkStay(index, asked);
  const hotelId = query.hotelId ?? null;
  if (hotelId !== null && !index.hotelsById.has(hotelId)) throw notFound(`Hotel ${hotelId}`);
  return {
    locale: query.locale,
    lang: languageOf(query.locale),
    flow,
    gifting,
    pax,
    stay,
    nights: stay ? null : ((gifting ? query.giftNights : asked.nights) ?? null),
    area: resolveArea(index, query),
    hotelId,
    themes: query.theme ? [query.theme] : null,
    countries: null,
    giftableOnly: gifting || query.performGiftableSearch,
    stars: sortedUnique(query.stars),
    score: query.hotelScore ?? null,
    facilities: (sortedUnique(query.facilities) ?? []).filter((code) => code !== 'pets'),
    petsAllowed: query.petsAllowed === true || (query.facilities ?? []).includes('pets'),
    hotelTypes: sortedUnique(query.hotelTypes),
    hotelEnvironments: sortedUnique(query.hotelEnvironments),
    hotelStyles: sortedUnique(query.hotelStyles),
    tags: sortedUnique(query.tags),
    priceMin: (gifting ? query.singleVoucherPriceMin : query.priceMin) ?? null,
    priceMax: (gifting ? query.singleVoucherPriceMax : query.priceMax) ?? null,
    orderBy: query.orderBy,
    perHotel: query.numberOfPackagesPerHotel,
    page: query.page,
    limit: query.limit,
    map: query.performMapSearch,
  };
}

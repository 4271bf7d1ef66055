import {
  type Clock,
  DEFAULT_CRITERIA,
  DESTINATION_KEYS,
  isBookableCheckin,
  type SearchCriteria,
  withDates,
} from './criteria';
import { FALLBACK_PREVIEW_LIMIT } from './fallback';
import { type Flow, sortAfterFlowSwitch } from './flows';
import { resultPageSize } from './pagination';
import { hasFields, isNumber, isString, optional } from './valueChecks';

// What the search page asks the API for, and how its criteria move between flows (000 §2 Search
// page, §4, §7; G-46).

/** A query string's values: lists are comma-joined by the client, undefined is left out. */
export type QueryValues = Record<
  string,
  string | number | boolean | readonly (string | number)[] | undefined
>;

/** Criteria keys that are page state, not search parameters. */
const pageOnlyKeys = new Set(['s', 'night', 'flexible', 'sort', 'giftFormat', 'sleeves']);

/**
 * The criteria as search-call parameters: the hash keys the API shares, `sort` as `orderBy`.
 * Gifting sends no dates and reads the single-voucher price keys (S-081, S-053); other flows send
 * no single-voucher prices. A distance range is sent only with a place to measure from (S-083).
 */
export function searchParams(criteria: SearchCriteria, flow: Flow): QueryValues {
  const params: QueryValues = { flow };
  for (const [key, value] of Object.entries(criteria)) {
    if (!pageOnlyKeys.has(key)) params[key] = value as QueryValues[string];
  }
  if (criteria.sort) params.orderBy = criteria.sort;
  if (flow === 'gifting') {
    delete params.checkin;
    delete params.checkout;
    delete params.priceMin;
    delete params.priceMax;
  } else {
    delete params.singleVoucherPriceMin;
    delete params.singleVoucherPriceMax;
  }
  const hasPlace = criteria.lat !== undefined || DESTINATION_KEYS.some((key) => criteria[key] !== undefined);
  if (!hasPlace) {
    delete params.distanceMin;
    delete params.distanceMax;
  }
  return params;
}

/** One page of results (G-46): the best offer of each hotel, 24 per page (G-11). */
export function offersParams(criteria: SearchCriteria, flow: Flow, page: number): QueryValues {
  return { ...searchParams(criteria, flow), page, limit: resultPageSize, numberOfPackagesPerHotel: 1 };
}

/** A fallback preview (S-166): three offers. */
export function fallbackParams(criteria: SearchCriteria, flow: Flow): QueryValues {
  return {
    ...searchParams(criteria, flow),
    page: 0,
    limit: FALLBACK_PREVIEW_LIMIT,
    numberOfPackagesPerHotel: 1,
  };
}

/** Every map marker of the search (S-467). */
export function mapParams(criteria: SearchCriteria, flow: Flow): QueryValues {
  return {
    ...searchParams(criteria, flow),
    performMapSearch: true,
    performGiftableSearch: flow === 'gifting',
  };
}

/** The offers of one hotel for its drawer (S-468, G-16): cheapest first, up to 20. */
export const HOTEL_DRAWER_OFFERS = 20;
export function hotelOffersParams(criteria: SearchCriteria, flow: Flow, hotelId: number): QueryValues {
  const { checkin, checkout, a, c, b } = criteria;
  return {
    ...searchParams({ ...DEFAULT_CRITERIA, checkin, checkout, a, c, b }, flow),
    hotelId,
    orderBy: 'priceAsc',
    page: 0,
    limit: HOTEL_DRAWER_OFFERS,
    numberOfPackagesPerHotel: HOTEL_DRAWER_OFFERS,
  };
}

/** The filter facets (S-464): every kind, with names and activity groups. */
export function facetsParams(criteria: SearchCriteria, flow: Flow): QueryValues {
  const { orderBy: _sort, ...params } = searchParams(criteria, flow);
  return { ...params, withNames: true, withActivities: true };
}

/** Activity-only results (S-470): pax, place, theme, tags and price per person. */
export function activityParams(criteria: SearchCriteria, page: number): QueryValues {
  const { a, c, b, lat, lng, distanceMin, distanceMax, theme, tags, priceMin, priceMax } = criteria;
  const params: QueryValues = {
    a,
    c,
    b,
    lat,
    lng,
    theme,
    tags,
    priceMin,
    priceMax,
    page,
    limit: resultPageSize,
  };
  for (const key of DESTINATION_KEYS) params[key] = criteria[key];
  const hasPlace = lat !== undefined || DESTINATION_KEYS.some((key) => criteria[key] !== undefined);
  return hasPlace ? { ...params, distanceMin, distanceMax } : params;
}

/** Fallback blocks are looked for when the exact results fit on the first page (S-161). */
export function shouldSearchFallbacks(totalCount: number, page: number): boolean {
  return page === 0 && totalCount < resultPageSize;
}

/** At most this many fallback blocks show, the first steps of the ladder that found offers. */
export const FALLBACK_MAX_BLOCKS = 3;

/** What the activity flow puts aside for the way back (S-051). */
export interface FlowMemory {
  location?: Pick<SearchCriteria, 'lat' | 'lng' | 'distanceMin' | 'distanceMax'>;
  dates?: { checkin: string; checkout: string };
}

const number = optional(isNumber());
const isFlowMemory = hasFields({
  location: optional(hasFields({ lat: number, lng: number, distanceMin: number, distanceMax: number })),
  dates: optional(hasFields({ checkin: isString, checkout: isString })),
});

/** The flow memory read back from the tab's storage; undefined when it is not one. */
export function parseFlowMemory(value: unknown): FlowMemory | undefined {
  return isFlowMemory(value) ? (value as FlowMemory) : undefined;
}

/** What a booking, gifting or hotel search puts aside for after a visit to the activity flow (S-051). */
export function flowMemoryOf(criteria: SearchCriteria): FlowMemory {
  const { lat, lng, distanceMin, distanceMax, checkin, checkout } = criteria;
  return {
    ...(lat !== undefined && lng !== undefined ? { location: { lat, lng, distanceMin, distanceMax } } : {}),
    ...(checkin && checkout ? { dates: { checkin, checkout } } : {}),
  };
}

/**
 * The criteria after switching flow (S-049…S-051, S-098, S-099). Going to the activity flow clears
 * the criteria and puts the user location and the dates aside; leaving it restores them (the dates
 * only while still bookable). Gifting keeps only the priceQuality and distance sorts; booking and
 * hotel keep a sort they offer.
 */
export function switchFlow(
  criteria: SearchCriteria,
  from: Flow,
  to: Flow,
  memory: FlowMemory,
  clock: Clock,
): { criteria: SearchCriteria; memory: FlowMemory } {
  if (to === 'activity' && from !== 'activity') {
    const { lat, lng, distanceMin, distanceMax, checkin, checkout } = criteria;
    return {
      criteria: { ...DEFAULT_CRITERIA },
      memory: {
        ...(lat !== undefined && lng !== undefined
          ? { location: { lat, lng, distanceMin, distanceMax } }
          : {}),
        ...(checkin && checkout ? { dates: { checkin, checkout } } : {}),
      },
    };
  }
  let next: SearchCriteria = { ...criteria };
  if (from === 'activity' && to !== 'activity') {
    const hasDestination = DESTINATION_KEYS.some((key) => next[key] !== undefined);
    if (memory.location && !hasDestination && next.lat === undefined) next = { ...next, ...memory.location };
    const dates = memory.dates;
    if (dates && !next.checkin && isBookableCheckin(dates.checkin, clock)) {
      next = withDates(next, dates.checkin, dates.checkout);
    }
  }
  const sort = sortAfterFlowSwitch(next.sort, to);
  const { sort: _dropped, ...rest } = next;
  return { criteria: sort ? { ...rest, sort } : rest, memory: from === 'activity' ? {} : memory };
}

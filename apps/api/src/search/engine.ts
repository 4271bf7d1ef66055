import { displayedPromo, pricePerNight, type SortKey } from '@escale/domain';
import { haversineKm } from './geo';
import type { HotelEntry, OfferEntry, SearchIndex } from './index';
import type { Search } from './query';

// One search: the offers of the area priced for the party and dates, each marked with the filters
// it fails, so that the results (no filter failed) and every disjunctive facet count (all filters
// but one) come from the same scan.

/** The filters a facet can relax, one bit each. */
export const Filter = {
  stars: 1,
  score: 2,
  /** Facilities and petsAllowed: the facility facet. */
  facilities: 4,
  hotelTypes: 8,
  hotelEnvironments: 16,
  hotelStyles: 32,
  tags: 64,
  price: 128,
} as const;
export type FilterName = keyof typeof Filter;

export interface Candidate {
  offer: OfferEntry;
  /** The price of its stay (or its from-price), what the sorts read. */
  sellPrice: number;
  pricePerNight: number;
  /** Km from the search’s point; null without one. */
  distance: number | null;
  /** The price the price filter reads: pricePerNight, or the voucher’s sellPrice in gifting. */
  filterPrice: number;
  /** The promo percentage the offer list shows: 0 below its threshold (S-147). */
  promo: number;
  /** The filters it fails (Filter bits). */
  fails: number;
}

/** Scores of hotels without reviews, for the priceQuality sort. */
const UNRATED_SCORE = 7;

const anyOf = <T>(wanted: readonly T[] | null, values: readonly T[]) =>
  wanted === null || wanted.some((value) => values.includes(value));

function hotelFails(search: Search, hotel: HotelEntry): number {
  let fails = 0;
  if (search.stars && !search.stars.includes(hotel.stars)) fails |= Filter.stars;
  if (search.score !== null && search.score > 0 && (hotel.score ?? 0) < search.score) fails |= Filter.score;
  if (
    search.facilities.some((code) => !hotel.facilities.has(code)) ||
    (search.petsAllowed && !hotel.petsAllowed)
  ) {
    fails |= Filter.facilities;
  }
  if (!anyOf(search.hotelTypes, hotel.types)) fails |= Filter.hotelTypes;
  if (!anyOf(search.hotelEnvironments, hotel.environments)) fails |= Filter.hotelEnvironments;
  if (!anyOf(search.hotelStyles, hotel.styles)) fails |= Filter.hotelStyles;
  return fails;
}

/** What a scan reads of an offer's price: of the stay asked, or its from-price. */
interface ScanPrice {
  sellPrice: number;
  nights: number;
  promoPercentageRounded: number;
}

/**
 * The price of each offer for the party and dates of a search: of the stay asked (null when it
 * cannot be sold), otherwise its from-price. The same amounts as priceOffer, which the cards call
 * for the offers they show (cards.ts): a scan needs only these numbers.
 */
function pricer(index: SearchIndex, search: Search): (offer: OfferEntry) => ScanPrice | null {
  const { catalog } = index;
  if (search.stay) {
    const scan = catalog.stayScan(search.stay, search.pax);
    return (offer) => (scan && offer.record ? catalog.scanPrice(scan, offer.record, offer.roomNights) : null);
  }
  const nights = search.nights || undefined;
  return (offer) => catalog.fromPrice(offer.id, search.pax, nights);
}

/**
 * The offers a search can show, whatever its relaxable filters: active, in the area, of the hotel
 * asked, of the theme, giftable when needed, and priced (bookable on the dates asked, or with a
 * from-price). Each carries the filters it fails. They come hotel by hotel.
 */
export function candidates(index: SearchIndex, search: Search): Candidate[] {
  const { area } = search;
  const result: Candidate[] = [];
  const price = pricer(index, search);
  const hotels =
    search.hotelId !== null
      ? [index.hotelsById.get(search.hotelId)].filter((h) => h !== undefined)
      : area.place !== null
        ? (index.hotelsByPlace.get(area.place) ?? [])
        : index.hotels;
  for (const hotel of hotels) {
    if (!hotel.active || (area.place !== null && !hotel.places.has(area.place))) continue;
    if (search.countries && !search.countries.some((country) => hotel.places.has(country))) continue;
    const distance = area.point ? haversineKm(area.point, hotel) : null;
    if (distance !== null && (distance < area.distanceMin || distance > area.distanceMax)) continue;
    const fails = hotelFails(search, hotel);
    for (const offer of hotel.offers) {
      if (search.giftableOnly && !offer.giftable) continue;
      if (!anyOf(search.themes, offer.themes)) continue;
      const priced = price(offer);
      if (!priced) continue;
      const { sellPrice } = priced;
      const perNight = pricePerNight(sellPrice, priced.nights);
      const filterPrice = search.gifting ? sellPrice : perNight;
      let offerFails = fails;
      if (search.tags && !search.tags.some((tag) => offer.tags.includes(tag))) offerFails |= Filter.tags;
      if (
        (search.priceMin !== null && filterPrice < search.priceMin) ||
        (search.priceMax !== null && filterPrice > search.priceMax)
      ) {
        offerFails |= Filter.price;
      }
      const promo = displayedPromo(priced.promoPercentageRounded, 'offerList');
      result.push({
        offer,
        sellPrice,
        pricePerNight: perNight,
        distance,
        filterPrice,
        promo,
        fails: offerFails,
      });
    }
  }
  return result;
}

const priceQuality = (c: Candidate) => (c.offer.hotel.score ?? UNRATED_SCORE) / (c.pricePerNight / 100);

/** Orders of the sorts, best first; ties go to the lower price per night, then the lower id. */
const sortOrders: Record<SortKey, (a: Candidate, b: Candidate) => number> = {
  priceQuality: (a, b) => priceQuality(b) - priceQuality(a),
  distance: (a, b) => (a.distance ?? 0) - (b.distance ?? 0) || priceQuality(b) - priceQuality(a),
  promo: (a, b) => b.promo - a.promo,
  priceAsc: () => 0,
  popularity: (a, b) => b.offer.popularity - a.offer.popularity,
  svPriceDesc: (a, b) => b.sellPrice - a.sellPrice,
  svPriceAsc: (a, b) => a.sellPrice - b.sellPrice,
};

export function compareBy(orderBy: SortKey) {
  const order = sortOrders[orderBy];
  return (a: Candidate, b: Candidate) =>
    order(a, b) || a.pricePerNight - b.pricePerNight || a.sellPrice - b.sellPrice || a.offer.id - b.offer.id;
}

export interface HotelResult {
  hotel: HotelEntry;
  /** Its best offers, at most numberOfPackagesPerHotel; the first is the main one. */
  offers: Candidate[];
}

/**
 * The hotels of the results in the order of their best offer, each with its best offers. In the
 * hotel flow a hotel’s hotel-only offers come before its packages. With `top`, only the first `top`
 * hotels (a page needs no more): the same hotels in the same order, without sorting the others.
 */
export function results(search: Search, all: readonly Candidate[], top?: number): HotelResult[] {
  const compare = compareBy(search.orderBy);
  const inHotel =
    search.flow === 'hotel'
      ? (a: Candidate, b: Candidate) => Number(b.offer.hotelOnly) - Number(a.offer.hotelOnly) || compare(a, b)
      : compare;
  const byHotel = new Map<HotelEntry, Candidate[]>();
  for (const candidate of all) {
    if (candidate.fails !== 0) continue;
    const list = byHotel.get(candidate.offer.hotel);
    if (list) list.push(candidate);
    else byHotel.set(candidate.offer.hotel, [candidate]);
  }
  const ranked = (hotel: HotelEntry, offers: Candidate[]): HotelResult => {
    offers.sort(inHotel);
    return { hotel, offers: offers.slice(0, search.perHotel) };
  };
  if (top === undefined || byHotel.size <= top) {
    const hotels = [...byHotel].map(([hotel, offers]) => ranked(hotel, offers));
    return hotels.sort((a, b) => compare(a.offers[0] as Candidate, b.offers[0] as Candidate));
  }
  // Each hotel's best offer is the first its offers sort to; the order of hotels is theirs.
  const heads = [...byHotel].map(([hotel, offers]) => ({
    hotel,
    offers,
    best: offers.reduce((best, candidate) => (inHotel(candidate, best) < 0 ? candidate : best)),
  }));
  return firstInOrder(heads, top, (a, b) => compare(a.best, b.best)).map(({ hotel, offers }) =>
    ranked(hotel, offers),
  );
}

/** The first `count` items in the order of `compare` (a total order): sort(compare).slice(0, count). */
function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  const first: T[] = [];
  for (const item of items) {
    if (first.length === count && compare(item, first[count - 1] as T) >= 0) continue;
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(item, first[middle] as T) < 0) high = middle;
      else low = middle + 1;
    }
    first.splice(low, 0, item);
    if (first.length > count) first.pop();
  }
  return first;
}

/**
 * The totalCount of the results (their cards over every page) without building them: each hotel's candidates that fail no
 * filter, at most numberOfPackagesPerHotel: the cards of every page.
 */
export function resultCount(search: Search, all: readonly Candidate[]): number {
  const perHotel = new Map<HotelEntry, number>();
  for (const candidate of all) {
    if (candidate.fails !== 0) continue;
    perHotel.set(candidate.offer.hotel, (perHotel.get(candidate.offer.hotel) ?? 0) + 1);
  }
  let count = 0;
  for (const offers of perHotel.values()) count += Math.min(offers, search.perHotel);
  return count;
}

/** One facet to count: the filter it relaxes and the positions of its values a candidate matches. */
export interface FacetPlan {
  facet: FilterName;
  /** How many values the facet has. */
  size: number;
  /** The values may differ between the offers of a hotel (tags, price); otherwise they are the hotel's. */
  perOffer: boolean;
  /** The positions (0 … size − 1) of the values a candidate matches. */
  positions: (candidate: Candidate) => readonly number[];
}

/**
 * Disjunctive counts of facets, in one pass: for each value, the totalCount of the search with that
 * facet set to that value alone (the other filters kept), so a hotel adds at most perHotel. Values
 * of a hotel-level facet are read once per hotel. Candidates come hotel by hotel.
 */
export function facetTotals(
  search: Search,
  all: readonly Candidate[],
  plans: readonly FacetPlan[],
): Int32Array[] {
  const { perHotel } = search;
  const relaxed = plans.map((plan) => ~Filter[plan.facet]);
  const totals = plans.map((plan) => new Int32Array(plan.size));
  const inHotel = plans.map((plan) => (plan.perOffer ? new Int32Array(plan.size) : null));
  const counts = new Int32Array(plans.length);
  const kept: Array<Candidate | null> = plans.map(() => null);
  const flush = () => {
    plans.forEach((plan, f) => {
      const total = totals[f] as Int32Array;
      const local = inHotel[f];
      if (local) {
        for (let v = 0; v < local.length; v += 1) {
          const n = local[v] as number;
          if (n > 0) {
            total[v] = (total[v] as number) + Math.min(n, perHotel);
            local[v] = 0;
          }
        }
      } else {
        const candidate = kept[f];
        if (candidate) {
          const add = Math.min(counts[f] as number, perHotel);
          for (const v of plan.positions(candidate)) total[v] = (total[v] as number) + add;
        }
      }
      counts[f] = 0;
      kept[f] = null;
    });
  };
  let hotel: HotelEntry | null = null;
  for (const candidate of all) {
    if (candidate.offer.hotel !== hotel) {
      flush();
      hotel = candidate.offer.hotel;
    }
    for (let f = 0; f < plans.length; f += 1) {
      if ((candidate.fails & (relaxed[f] as number)) !== 0) continue;
      counts[f] = (counts[f] as number) + 1;
      kept[f] = candidate;
      const local = inHotel[f];
      if (local)
        for (const v of (plans[f] as FacetPlan).positions(candidate)) local[v] = (local[v] as number) + 1;
    }
  }
  flush();
  return totals;
}

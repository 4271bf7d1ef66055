import {
  displayedPromo,
  lowestPriceOfStay,
  type OfferPrice,
  type Pax,
  type PromoContext,
  pricePerNight,
  priceType,
  type StayPrice,
} from '@escale/domain';
import type { Catalog, OfferRecord } from '../catalog/catalog';

/** The dates of a product call: none (from-prices), nights only, or a stay. */
export interface StayCriteria {
  checkin?: string;
  nights?: number;
}

export interface CancellationPolicy {
  isCancellable: boolean;
  cancellationDeadline: string | null;
}

export interface PricedOffer {
  price: OfferPrice;
  cancellationPolicy: CancellationPolicy;
}

/** A catalog price as the API answers it, with the promo of its place (S-147, G-15). */
export function toOfferPrice(
  price: StayPrice,
  checkin: string,
  hasDates: boolean,
  context: PromoContext,
  lowestPrice30Days: number | null = null,
): OfferPrice {
  const promo = displayedPromo(price.promoPercentageRounded, context);
  return {
    sellPrice: price.sellPrice,
    refPrice: price.refPrice,
    promoPercentageRounded: promo,
    moneySaved: price.moneySaved,
    priceType: priceType({ hasDates, itemCategory: 'weekend' }),
    nights: price.nights,
    nbRooms: price.nbRooms,
    pricePerNight: pricePerNight(price.sellPrice, price.nights),
    checkin,
    lowestPrice30Days: promo > 0 ? lowestPrice30Days : null,
  };
}

/**
 * The lowest price of the 30 days before today of the very stay priced (EU price rules): its nights,
 * rooms and travellers at the lowest nightly rate of its room; null without history.
 */
export function lowestPrice30Days(offer: OfferRecord, price: StayPrice, pax: Pax): number | null {
  if (offer.lowestRate30Days === null) return null;
  return lowestPriceOfStay(offer.lowestRate30Days, {
    nights: price.nights,
    nbRooms: price.nbRooms,
    pax,
    content: offer.content,
  });
}

/**
 * An offer's price for the criteria: the final price of the stay asked (null when it cannot be
 * sold), otherwise its from-price (of `nights` when given). Every amount comes from the catalog.
 */
export function priceOffer(
  catalog: Catalog,
  offer: OfferRecord,
  stay: StayCriteria,
  pax: Pax,
  context: PromoContext,
): PricedOffer | null {
  if (stay.checkin && stay.nights) {
    const quote = catalog.quote(offer.id, { checkin: stay.checkin, nights: stay.nights, pax });
    if (!quote?.bookable) return null;
    return {
      price: toOfferPrice(quote, quote.checkin, true, context, lowestPrice30Days(offer, quote, pax)),
      cancellationPolicy: {
        isCancellable: quote.cancellationDeadline !== null,
        cancellationDeadline: quote.cancellationDeadline,
      },
    };
  }
  const from = catalog.fromPrice(offer.id, pax, stay.nights);
  if (!from) return null;
  return {
    price: toOfferPrice(from, from.checkin, false, context, lowestPrice30Days(offer, from, pax)),
    // Without dates there is no deadline yet: the page prompts to add dates (S-313).
    cancellationPolicy: { isCancellable: offer.cancellable, cancellationDeadline: null },
  };
}

/** The catalog's offers of each hotel, indexed once per catalog. */
const byHotel = new WeakMap<Catalog, Map<number, OfferRecord[]>>();

export function offersOfHotel(catalog: Catalog, hotelId: number): OfferRecord[] {
  let index = byHotel.get(catalog);
  if (!index) {
    index = new Map();
    for (const offer of catalog.offers.values()) {
      const list = index.get(offer.hotelId) ?? [];
      list.push(offer);
      index.set(offer.hotelId, list);
    }
    byHotel.set(catalog, index);
  }
  return index.get(hotelId) ?? [];
}

/** Priced offers, cheapest first (then by id, for a stable order). */
export function byPrice<T extends { id: number; price: OfferPrice }>(items: T[]): T[] {
  return items.sort((a, b) => a.price.sellPrice - b.price.sellPrice || a.id - b.id);
}

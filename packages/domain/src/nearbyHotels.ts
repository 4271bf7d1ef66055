import type { z } from 'zod';
import type { nearbyHotelSchema } from './api/hotel';
import type { OfferPrice } from './api/offer';
import type { PriceType } from './entities';
import { displayedPromo, pricePerNight } from './prices';

/** A hotel of the hotel page's nearby hotels carousel (001 §2.3). */
export type NearbyHotel = z.infer<typeof nearbyHotelSchema>;

/** The nearby hotels carousel moves 3 hotels at a time (S-210, 001 §9). */
export const NEARBY_HOTELS_PER_SCROLL = 3;

/** A nearby hotel's from-price, per night as the result cards show it. Amounts in cents. */
export interface NearbyHotelPrice {
  /** The price per night, rounded up to the euro (S-251). */
  amount: number;
  /** The struck reference price per night; only beside a promo. */
  reference: number | null;
  /** The promo percentage shown; 0 below the offer list's 10 % (S-147). */
  promo: number;
  priceType: PriceType;
  /** The lowest price of the previous 30 days, beside a promo only (EU price rules). */
  lowestPrice30Days: number | null;
}

/**
 * The price a nearby hotel's card shows: its cheapest offer per night (S-251), the reference
 * price per night and the promo only from 10 % (S-147).
 */
export function nearbyHotelPrice(price: OfferPrice): NearbyHotelPrice {
  const promo = displayedPromo(price.promoPercentageRounded, 'offerList');
  const reference = pricePerNight(price.refPrice, price.nights);
  const shows = promo > 0 && reference > price.pricePerNight;
  return {
    amount: price.pricePerNight,
    reference: shows ? reference : null,
    promo: shows ? promo : 0,
    priceType: price.priceType,
    lowestPrice30Days: shows ? (price.lowestPrice30Days ?? null) : null,
  };
}

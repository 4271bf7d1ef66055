import { GIFT_PRICE_MONTHS, GIFTING_PAX, type GiftPrice, giftPriceOf } from '@escale/domain';
import type { Catalog, OfferRecord } from '../catalog/catalog';
import { priceOffer } from './pricing';

/**
 * The gift price of a stay of `nights` (001 §3 Gift price): its minimum fare for 2 people and
 * the buckets measured on the stays of those nights that can start in the next months; null when
 * no such stay can be sold.
 */
export function giftPriceOfOffer(catalog: Catalog, offer: OfferRecord, nights: number): GiftPrice | null {
  const from = priceOffer(catalog, offer, { nights }, GIFTING_PAX, 'quote');
  if (!from) return null;
  const today = catalog.clock().date;
  const days = catalog.calendar(offer.id, today.slice(0, 7), GIFT_PRICE_MONTHS, GIFTING_PAX, nights);
  const ahead = Object.fromEntries(Object.entries(days).filter(([day]) => day >= today));
  return giftPriceOf(from.price.sellPrice, ahead, nights);
}

import type { GiftPrice } from './api/product';
import type { AvailabilityMap } from './calendar';
import type { GiftUpsell } from './criteria';
import { dayOfWeek } from './isoDate';

// What a gift stay costs (001 §3 Gift price): its minimum fare, the price of each bucket (S-270)
// and of the availability upsell (S-267).

/** The price buckets (S-270): 1 Essential (minimum fare), 2 Serenity (popular), 3 Liberty. */
export const priceBuckets = [1, 2, 3] as const;
export type PriceBucket = (typeof priceBuckets)[number];
/** The bucket customer-care mode preselects (S-441): the popular one. */
export const DEFAULT_PRICE_BUCKET: PriceBucket = 2;
export const POPULAR_PRICE_BUCKET: PriceBucket = 2;

/**
 * The share of the weekends of the next months each bucket's price covers (S-270): Essential is
 * the minimum fare, Serenity about 55% of weekends, Liberty about 70%.
 */
export const BUCKET_WEEKEND_SHARES: Readonly<Record<PriceBucket, number>> = { 1: 0, 2: 0.55, 3: 0.7 };
/** The months of weekends the buckets are measured on (S-270). */
export const GIFT_PRICE_MONTHS = 6;
/**
 * The bucket the availability upsell raises a gift to (S-267): its voucher then covers about
 * 70% of weekends without a supplement, where the minimum fare covers the cheapest days only.
 */
export const UPSELL_AVAILABILITY_BUCKET: PriceBucket = 3;

/** Friday and Saturday: the checkins of a weekend. */
const isWeekendCheckin = (day: string) => dayOfWeek(day) >= 4 && dayOfWeek(day) <= 5;

/**
 * The smallest price (rounded up to whole euros) that at least `share` of `amounts` do not
 * exceed; null without amounts.
 */
export function priceCovering(amounts: readonly number[], share: number): number | null {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  const index = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length))) - 1;
  return Math.ceil((sorted[index] as number) / 100) * 100;
}

/**
 * The gift price of a stay of `nights` whose minimum fare is `lowTierPrice`, from the prices of
 * the stays of those nights that can start each day of the next months (`days`): each bucket
 * covers its share of the weekend checkins that can be booked, never less than the minimum fare.
 */
export function giftPriceOf(lowTierPrice: number, days: AvailabilityMap, nights: number): GiftPrice {
  const weekends = Object.entries(days).flatMap(([day, availability]) =>
    isWeekendCheckin(day) && availability?.amount !== undefined && (availability.minLos ?? 1) <= nights
      ? [availability.amount]
      : [],
  );
  const sellPrices = ([1, 2, 3] as const).map((bucket) => ({
    bucket,
    sellPrice:
      bucket === 1
        ? lowTierPrice
        : Math.max(lowTierPrice, priceCovering(weekends, BUCKET_WEEKEND_SHARES[bucket]) ?? lowTierPrice),
  }));
  const upsellAvailabilityPrice = bucketPrice(sellPrices, UPSELL_AVAILABILITY_BUCKET);
  return {
    nights,
    lowTierPrice,
    sellPrices,
    upsellAvailabilityPrice,
    extraUpsellAvailabilityAmount: upsellAvailabilityPrice - lowTierPrice,
  };
}

function bucketPrice(sellPrices: GiftPrice['sellPrices'], bucket: PriceBucket): number {
  return sellPrices.find((price) => price.bucket === bucket)?.sellPrice ?? 0;
}

/**
 * What the gift itself costs (and so its voucher is worth): the minimum fare, or the price of the
 * bucket customer care chose (S-270), raised to the Liberty price by the availability upsell (S-267).
 */
export function giftStayPrice(
  price: GiftPrice,
  { upsell, bucket }: { upsell: GiftUpsell; bucket: PriceBucket | null },
): number {
  const base = bucket === null ? price.lowTierPrice : bucketPrice(price.sellPrices, bucket);
  return upsell === 'availability' ? Math.max(base, price.upsellAvailabilityPrice) : base;
}

/**
 * What the availability upsell adds to a gift of `bucket` (cents): 0 when it would cover no more
 * dates, and then it is not offered (S-267).
 */
export function upsellAmountOf(price: GiftPrice, bucket: PriceBucket | null): number {
  return (
    giftStayPrice(price, { upsell: 'availability', bucket }) -
    giftStayPrice(price, { upsell: 'none', bucket })
  );
}

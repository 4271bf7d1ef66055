import type { ItemCategory, PriceType } from './entities';

// Every amount is an integer number of cents, as the offer and quote calls give them (S-250).

const CENTS_PER_EURO = 100;

/**
 * The per-night price: the total divided by the nights, rounded up to the whole euro (S-251),
 * in cents. Missing or invalid nights count as 1 (G-19).
 */
export function pricePerNight(totalCents: number, nights?: number | null): number {
  const divisor =
    nights !== undefined && nights !== null && Number.isInteger(nights) && nights > 0 ? nights : 1;
  return Math.ceil(totalCents / divisor / CENTS_PER_EURO) * CENTS_PER_EURO;
}

/** The discount from the reference price in percent, rounded up (S-252); 0 without a discount. */
export function promoPercent(sellCents: number, refCents: number | null | undefined): number {
  if (!refCents || refCents <= 0 || sellCents >= refCents) return 0;
  // Integer arithmetic: (ref - sell) * 100 / ref is exact whenever it is a whole number.
  return Math.ceil(((refCents - sellCents) * 100) / refCents);
}

/** What was saved against the reference price, never negative. */
export function moneySaved(sellCents: number, refCents: number | null | undefined): number {
  return refCents ? Math.max(0, refCents - sellCents) : 0;
}

/**
 * The smallest promo percentage shown, per place (S-147, S-255): 10 % in the offer list and on
 * quotes (G-15), 5 % in activity-only results.
 */
export const PROMO_THRESHOLDS = { offerList: 10, quote: 10, activityOnly: 5 } as const;
export type PromoContext = keyof typeof PROMO_THRESHOLDS;

/** The promo percentage to show: itself at or above the place's threshold, otherwise 0 (S-147). */
export function displayedPromo(percent: number, context: PromoContext): number {
  return percent >= PROMO_THRESHOLDS[context] ? percent : 0;
}

/** A box's reference-price promo shows only above this percentage, strictly (001 §4, 002 §9). */
export const BOX_PROMO_ABOVE = 5;

/** The box promo percentage to show: itself when strictly above 5 %, otherwise 0. */
export function boxPromo(percent: number): number {
  return percent > BOX_PROMO_ABOVE ? percent : 0;
}

export interface PaxPrice {
  paxComposition: { adults: number };
  sellPrice: number;
  barPrice: number;
}

export interface PerPersonPrice {
  /** Sell price per person, in cents. */
  sellPrice: number;
  /** Reference (bar) price per person, in cents. */
  barPrice: number;
}

/**
 * An activity card's price per person (S-146, S-253): the price whose `paxComposition.adults`
 * equals the adult count, with sell and bar price divided by that count (rounded up to the cent).
 * `null` when no price matches.
 */
export function activityPricePerPerson(prices: readonly PaxPrice[], adults: number): PerPersonPrice | null {
  if (!Number.isInteger(adults) || adults < 1) return null;
  const price = prices.find((p) => p.paxComposition.adults === adults);
  if (!price) return null;
  return { sellPrice: Math.ceil(price.sellPrice / adults), barPrice: Math.ceil(price.barPrice / adults) };
}

/**
 * Final price when dates are given or the item is a single voucher or an activity; otherwise a
 * "From" price (S-246).
 */
export function priceType({
  hasDates,
  itemCategory,
}: {
  hasDates: boolean;
  itemCategory: ItemCategory;
}): PriceType {
  return hasDates || itemCategory === 'single_voucher' || itemCategory === 'activity' ? 'final' : 'from';
}

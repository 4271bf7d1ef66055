import type { ActivityOnlyDetail } from './api/activityOnly';
import { marketHref } from './routes';
import { ACTIVITY_PARTICIPANTS, DEFAULT_PAX } from './travellers';

// The standalone activity page's purchase (001 §2.7, §4 Activity page, §5, §9; S-283, S-285,
// S-286, S-288, S-289): the participants in the hash key `a`, bounded by the prices' pax counts,
// the price for them, and the checkout an activity voucher is bought at, for oneself or to offer.

export type ActivityPrice = ActivityOnlyDetail['prices'][number];

/** Buying for oneself (`customType=OWN_USE`, S-286) or to offer. */
export type ActivityPurchaseMode = 'ownUse' | 'gift';

/** The search parameter value of the checkout for oneself (S-286). */
export const OWN_USE = 'OWN_USE';

/** An activity voucher is valid 12 months (001 §9). */
export const ACTIVITY_VOUCHER_VALIDITY_MONTHS = 12;

/**
 * The participants the page can show: the lowest to the highest pax count the prices have, within
 * the activity's 1 to 2 (S-288, S-289).
 */
export function activityPaxBounds(prices: readonly ActivityPrice[]): { min: number; max: number } {
  const counts = prices
    .map((price) => price.paxComposition.adults)
    .filter((adults) => adults >= ACTIVITY_PARTICIPANTS.min && adults <= ACTIVITY_PARTICIPANTS.max);
  if (counts.length === 0) return { ...ACTIVITY_PARTICIPANTS };
  return { min: Math.min(...counts), max: Math.max(...counts) };
}

/**
 * The participants of a page hash (S-283): `a` when the prices have it; a missing or impossible
 * value shows the minimum (S-288), and no value the default party of 2 where it can.
 */
export function activityPaxOf(hash: string, prices: readonly ActivityPrice[]): number {
  const bounds = activityPaxBounds(prices);
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get('a');
  const has = (adults: number) => prices.some((price) => price.paxComposition.adults === adults);
  if (raw === null) return has(DEFAULT_PAX.adults) ? DEFAULT_PAX.adults : bounds.min;
  const adults = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
  return adults >= bounds.min && adults <= bounds.max && has(adults) ? adults : bounds.min;
}

/** The price for a number of participants (S-290); null when the prices have none for it. */
export function activityPriceFor(prices: readonly ActivityPrice[], adults: number): ActivityPrice | null {
  return prices.find((price) => price.paxComposition.adults === adults) ?? null;
}

/** The page's hash for its participants. */
export const activityHash = (adults: number) => `a=${adults}`;

/**
 * The checkout of an activity voucher (S-286): the checkout route plus the id, the hash keys `id`
 * and `a`, and `customType=OWN_USE` when buying for oneself.
 */
export function activityCheckoutHref(
  marketPath: string,
  voucherId: number,
  adults: number,
  mode: ActivityPurchaseMode,
): string {
  const search = mode === 'ownUse' ? `?customType=${OWN_USE}` : '';
  return `${marketHref(marketPath, `/checkout/${voucherId}`)}${search}#id=${voucherId}&a=${adults}`;
}

import type { Upsell } from './api/product';
import type { Flow } from './flows';

// Upsell extras (001 §3 Upsell, §4 Upsell extras, §9).

const CENTS_PER_EURO = 100;

/** An amount in cents rounded up to the whole euro; never -0. */
function ceilToEuro(cents: number): number {
  const euros = Math.ceil(cents / CENTS_PER_EURO);
  // Math.ceil(-0.4) is -0: answer a plain 0.
  return euros === 0 ? 0 : euros * CENTS_PER_EURO;
}

/**
 * What an extra (or another room offer) costs on top of the chosen offer: the difference rounded up
 * to the whole euro, in cents (S-206, 001 §9).
 */
export function priceDifference(otherCents: number, baseCents: number): number {
  return ceilToEuro(otherCents - baseCents);
}

/** Whether `candidate` adds activities to `base`: it has every one of base's and at least one more. */
export function addsActivities(base: readonly number[], candidate: readonly number[]): boolean {
  const has = new Set(candidate);
  return candidate.length > base.length && base.every((id) => has.has(id)) && has.size > new Set(base).size;
}

/** How long the "We are adding/removing your extra ..." message shows before the page changes offer (001 §9). */
export const UPSELL_NAVIGATION_DELAY_MS = 500;

/**
 * Whether the product page offers extras (S-308): always in booking; in gifting only for a
 * one-night gift (`giftNights` 1).
 */
export function showsUpsellExtras({ flow, giftNights }: { flow: Flow; giftNights?: number | null }): boolean {
  return flow !== 'gifting' || giftNights === 1;
}

/** The stay an extra is priced for. */
export interface UpsellStay {
  /** The nights chosen (the dates' length, or the gift's nights); unknown without a choice. */
  nights?: number | null;
  /** Whether the extras were asked for dates: `priceDifference` is then the difference for them. */
  hasDates?: boolean;
}

/**
 * The price difference an extra shows, in cents rounded up to the whole euro (S-206, S-309): for
 * dates, the difference for those dates; with nights but no dates, the difference for that length of
 * stay (`priceDifferencePerLos`), falling back on the shortest stay both sell when that length has
 * none; without either, the shortest stay's (`priceDifference`).
 */
export function upsellPriceDifference(
  upsell: Pick<Upsell, 'priceDifference' | 'priceDifferencePerLos'>,
  { nights, hasDates = false }: UpsellStay = {},
): number {
  const perLos =
    !hasDates && nights !== undefined && nights !== null
      ? upsell.priceDifferencePerLos[String(nights)]
      : undefined;
  return ceilToEuro(perLos ?? upsell.priceDifference);
}

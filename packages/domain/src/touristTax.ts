import type { z } from 'zod';
import type { localTaxSchema } from './api/offer';
import { type LocalTaxRule, localTaxTotal } from './stay';

// The tourist tax of the product page: its note under the price and its explainer modal
// (001 §2.5, §3 Local tax, §8, §9; S-228…S-230, G-42). Amounts are cents.

/** 001 §3 Local tax, as the API answers it. */
export type LocalTax = z.infer<typeof localTaxSchema>;

/** Without dates the explainer counts 1 night (S-228). */
export const TOURIST_TAX_DEFAULT_NIGHTS = 1;
/** Without a party the explainer counts 2 participants (S-228). */
export const TOURIST_TAX_DEFAULT_PARTICIPANTS = 2;

/**
 * The rule of a local tax (S-230): an amount per person per night, or a percentage of the booking;
 * null when the value its type needs is missing, which the page treats as no tax data (S-229).
 */
export function localTaxRuleOf(tax: LocalTax): LocalTaxRule | null {
  if (tax.type === 'PER_PERSON_PER_NIGHT') {
    return tax.amount === null
      ? null
      : { type: tax.type, amount: tax.amount, toBePaidAtHotel: tax.toBePaidAtHotel };
  }
  return tax.percentage === null
    ? null
    : { type: tax.type, percentage: tax.percentage, toBePaidAtHotel: tax.toBePaidAtHotel };
}

export interface TouristTaxEstimate {
  rule: LocalTaxRule;
  nights: number;
  participants: number;
  /** The stay's sell price a percentage applies to; null when unknown. */
  stayPrice: number | null;
  /** The tax for the stay (G-42); null for a percentage without a stay price. */
  total: number | null;
  /** The nights are the default ones: the page has no dates. */
  isDefaultStay: boolean;
}

/**
 * The tourist tax of a stay (G-42): amount × participants × nights, or the percentage of the stay's
 * sell price rounded up to the cent. Missing nights or participants take the explainer's defaults,
 * 1 night and 2 participants (S-228). Null without tax data (S-229).
 */
export function touristTaxEstimate(
  tax: LocalTax | null | undefined,
  stay: { nights?: number | null; participants?: number | null; stayPrice?: number | null } = {},
): TouristTaxEstimate | null {
  const rule = tax ? localTaxRuleOf(tax) : null;
  if (!rule) return null;
  const nights = stay.nights && stay.nights > 0 ? stay.nights : TOURIST_TAX_DEFAULT_NIGHTS;
  const participants =
    stay.participants && stay.participants > 0 ? stay.participants : TOURIST_TAX_DEFAULT_PARTICIPANTS;
  const stayPrice = stay.stayPrice ?? null;
  const total =
    rule.type === 'BOOKING_PERCENTAGE' && stayPrice === null
      ? null
      : localTaxTotal(rule, { adults: participants, nights, sellPrice: stayPrice ?? 0 });
  return { rule, nights, participants, stayPrice, total, isDefaultStay: !(stay.nights && stay.nights > 0) };
}

import type { Flow } from './flows';

// The automatic extra discount of result cards (000 §4 "Other", §9; S-159, G-45).

/** An offer's automatic discount: a promotion code and its extra percentage. */
export interface AutoDiscount {
  code?: string | null;
  /** The extra discount in percent. */
  value: number;
}

export interface AutoDiscountContext {
  /** The visitor is assigned to the auto-discount variation (A/B test). */
  isVariationAssigned: boolean;
  flow: Flow;
  discount?: AutoDiscount | null;
}

/**
 * The percentage of the label "Promo: Save {discount}% extra", or `null` when the label does not
 * show (S-159): it shows only when the variation is assigned, a code exists and the flow is not
 * gifting. A discount of 0 % or less has nothing to say.
 */
export function autoDiscountPercent({
  isVariationAssigned,
  flow,
  discount,
}: AutoDiscountContext): number | null {
  if (!isVariationAssigned || flow === 'gifting' || !discount?.code) return null;
  return discount.value > 0 ? discount.value : null;
}

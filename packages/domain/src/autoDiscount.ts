import type { CheckoutState } from './checkoutHash';
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

/** The automatic promotion code as the promotion codes keep it: its percentage and its days. */
export interface AutomaticPromotion {
  code: string;
  /** The extra discount in percent. */
  percent: number;
  /** The first and last days it applies, ISO `YYYY-MM-DD`, both included. */
  validFrom: string;
  validTo: string;
}

/** Whether a promotion code applies on `today` (ISO days, both ends included). */
export function isPromotionCurrent(window: Pick<AutomaticPromotion, 'validFrom' | 'validTo'>, today: string) {
  return window.validFrom <= today && today <= window.validTo;
}

/**
 * The `autoDiscount` of the cards of a search answer (000 §3 Offer card; S-159): the automatic code
 * and its percentage while the code applies; none in a gifting answer, whose cards never show it.
 */
export function cardAutoDiscount(
  automatic: AutomaticPromotion | null,
  answer: { isGifting: boolean; today: string },
): AutoDiscount | null {
  if (!automatic || answer.isGifting || automatic.percent <= 0) return null;
  if (!isPromotionCurrent(automatic, answer.today)) return null;
  return { code: automatic.code, value: automatic.percent };
}

/** The checkout a remembered automatic code may go to: a stay booked, never a gift (G-45). */
export function takesAutoDiscount(state: Pick<CheckoutState, 'product' | 'giftNights'>): boolean {
  return state.product.kind === 'stay' && state.giftNights === null;
}

/**
 * The promotion code a checkout is priced and ordered with (G-45): the code the buyer typed, or
 * else the automatic code remembered when its label first showed, for a stay booked only. One
 * order carries one code, so the automatic discount is never added to itself or to another code.
 */
export function checkoutPromotionCode(choice: {
  typed: string | null;
  remembered: string | null;
  state: Pick<CheckoutState, 'product' | 'giftNights'>;
}): string | null {
  if (choice.typed) return choice.typed;
  return choice.remembered && takesAutoDiscount(choice.state) ? choice.remembered : null;
}

/**
 * Whether a summary's promotion is the automatic code taking nothing off (UNKNOWN, NOT_APPLICABLE):
 * the checkout then drops it, and shows neither a saving nor a problem for a code the buyer never
 * typed (G-45).
 */
export function isAutoDiscountRefused(
  promotion: { code: string; status: string } | null | undefined,
  automaticCode: string | null,
): boolean {
  return !!automaticCode && promotion?.code === automaticCode && promotion.status !== 'APPLIED';
}

/**
 * The code to remember as a card shows the label (G-45): the first label shown activates the
 * discount for the session, so a code already remembered is kept, and nothing else is written.
 */
export function autoDiscountToRemember(remembered: string | null, shown: AutoDiscountContext): string | null {
  if (remembered || autoDiscountPercent(shown) === null) return null;
  return shown.discount?.code ?? null;
}

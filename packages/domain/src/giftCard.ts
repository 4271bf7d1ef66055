import type { ApiLocale } from './api/common';
import type { GiftFormat } from './criteria';
import { checkoutRoute, type Route } from './routes';

// The gift card (001 §2.10; G-63, S-282): an amount in whole euros, chosen among presets or typed
// freely within bounds, sent as an e-card or a printed card. No schema library here: the gift card
// page checks the free amount in the browser exactly as the API will.

/** The locales whose gifting stay page offers the gift card under its calendar (S-397, 001 §9). */
const GIFT_CARD_BANNER_LOCALES: readonly ApiLocale[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT'];

/** Whether the gift calendar shows the gift-card banner (S-397): Spain has no gift card banner. */
export const showsGiftCardBanner = (locale: ApiLocale) => GIFT_CARD_BANNER_LOCALES.includes(locale);

/** The amounts offered as buttons, in euros. */
export const GIFT_CARD_PRESETS = [50, 100, 150, 200, 300] as const;
/** The smallest and the largest amount of a gift card, in euros. */
export const GIFT_CARD_MIN = 20;
export const GIFT_CARD_MAX = 1000;
/** A gift card's voucher is valid 12 months (S-281: the one-year validity of a gift). */
export const GIFT_CARD_VALIDITY_MONTHS = 12;

export type GiftCardAmountProblem = 'notWhole' | 'tooLow' | 'tooHigh';

/** What is wrong with a gift card amount in euros, or null when it can be sold. */
export function giftCardAmountProblem(euros: number): GiftCardAmountProblem | null {
  if (!Number.isInteger(euros)) return 'notWhole';
  if (euros < GIFT_CARD_MIN) return 'tooLow';
  if (euros > GIFT_CARD_MAX) return 'tooHigh';
  return null;
}

/**
 * A free amount as typed: whole euros, digits only (spaces ignored), or NaN for anything else, so
 * that `giftCardAmountProblem` refuses it.
 */
export function parseGiftCardAmount(typed: string): number {
  const compact = typed.replace(/\s/g, '');
  return /^\d{1,7}$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The checkout of a gift card: `giftCard` (euros) and `giftFormat` in the hash. */
export function giftCardCheckoutRoute(euros: number, format: GiftFormat): Route {
  return checkoutRoute(new URLSearchParams({ giftCard: String(euros), giftFormat: format }).toString());
}

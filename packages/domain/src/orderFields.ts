// The rules of an order's fields that the checkout form and the API's schemas share (002 §3 Order
// request, §5 "Input status"; G-61): values and patterns, no schema library, so that the browser
// checks a form exactly as the API will without downloading the API's contracts.

/** Postal codes are at most 20 characters long (S-342). */
export const POSTAL_CODE_MAX = 20;
/** A gift message is at most 180 characters, its sender's name 40 (001 §9). */
export const GIFT_MESSAGE_MAX = 180;
export const GIFT_SENDER_MAX = 40;
export const SPECIAL_REQUEST_MAX = 500;

export const civilities = ['MR', 'MRS'] as const;
export type Civility = (typeof civilities)[number];

/** The buyer's countries the shop delivers to and invoices (ISO 3166-1 alpha-2). */
export const buyerCountries = [
  'FR',
  'BE',
  'ES',
  'IT',
  'NL',
  'LU',
  'DE',
  'CH',
  'PT',
  'AT',
  'GB',
  'IE',
  'MC',
] as const;
export type BuyerCountry = (typeof buyerCountries)[number];

/** Letters (any script), spaces, hyphens and apostrophes; empty is left to `min`. */
export const BUYER_NAME_PATTERN = /^(?:\p{L}[\p{L}\p{M} '’-]*)?$/u;
/** Digits, spaces, parentheses, plus and minus, with 6 to 15 digits. */
export const BUYER_PHONE_PATTERN = /^(?=(?:\D*\d){6,15}\D*$)[\d\s()+-]+$/;
/** An e-mail address, as the API's schema library checks one (its default pattern). */
export const BUYER_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The most each text field of the buyer takes. */
export const BUYER_TEXT_MAX = {
  firstName: 50,
  lastName: 50,
  email: 254,
  addressLine: 120,
  postalCode: POSTAL_CODE_MAX,
  city: 60,
} as const;

/**
 * The cancellation choice (002 §4 "Insurance and cancellation choice", S-318): the offer's own
 * terms at 0 € (non-cancellable, or flexible when cancellable) or the insurance.
 */
export const cancellationChoices = ['NON_CANCELLABLE', 'FLEXIBLE', 'INSURANCE'] as const;
export type CancellationChoice = (typeof cancellationChoices)[number];

/** How the order is paid: card, wallet, instalments or the deferred card payment (002 §3, §5). */
export const paymentMethods = ['CARD', 'WALLET', 'INSTALMENTS_3X', 'INSTALMENTS_4X', 'DEFERRED'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A promotion code, once trimmed and upper-cased: 3 to 20 letters, digits or hyphens. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9-]{3,20}$/;

/** A typed promotion code as the order carries it: trimmed, upper-cased, null when empty. */
export function promotionCodeOf(typed: string): string | null {
  return typed.trim().toUpperCase() || null;
}

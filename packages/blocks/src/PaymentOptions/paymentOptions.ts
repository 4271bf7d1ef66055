import {
  type Eligibility,
  type InstalmentCount,
  instalmentAmounts,
  PAY_LATER_LOCALES,
  type PayLaterType,
  payLaterTypes,
} from '@escale/domain';

// The payment choice of the booking summary (002 §3 "Payment method entry", §5, §6, §9; 001 §4;
// S-323, S-327, S-330, G-41, G-59): which methods the radio group offers, and the card fields'
// formatting and checks. Amounts are cents.

/** What decides the Zeppto card-payment deferral (001 §4, 002 §6). */
export interface DeferralConditions {
  /** The site (market, partner) allows the deferral. */
  siteAllows: boolean;
  /** Its feature flag is on. */
  flagOn: boolean;
  /** The stay has a final price, not a "from" price. */
  hasFinalPrice: boolean;
  /** The selected offer is cancellable. */
  isCancellable: boolean;
}

/** S-323: the deferral shows only if the site allows it, the flag is on, the price is final and the offer cancellable. */
export function isDeferralOffered(conditions: DeferralConditions): boolean {
  return conditions.siteAllows && conditions.flagOn && conditions.hasFinalPrice && conditions.isCancellable;
}

/** S-330: the markets of the pay-later feature (instalments and deferral). */
export function isPayLaterMarket(locale: string): boolean {
  return (PAY_LATER_LOCALES as readonly string[]).includes(locale);
}

/** The methods of the radio group: the card, then the eligible pay-later types. */
export type OfferedPaymentMethod = 'CARD' | PayLaterType;

export interface PaymentChoice {
  method: OfferedPaymentMethod;
  /** The provider's fee, in the first payment (S-327); 0 for the card. */
  fee: number;
  /** The payments, first one first, fee included; empty for the card. */
  installments: { dueDate: string | null; amount: number }[];
}

const instalmentCountOf: Partial<Record<PayLaterType, InstalmentCount>> = {
  INSTALMENTS_3X: 3,
  INSTALMENTS_4X: 4,
};

/**
 * The methods offered, in a fixed order (card, 3x, 4x, deferred): the card always; a pay-later
 * type only when the eligibility call answered it (G-41; none when the call failed, G-59) in a
 * pay-later market (S-330); the deferral also only when S-323 holds. An instalment plan the
 * answer gives without its schedule is split as the domain does (S-327).
 */
export function paymentChoices(input: {
  locale: string;
  amount: number;
  eligibility: Eligibility | null;
  deferral: DeferralConditions;
}): PaymentChoice[] {
  const { locale, amount, eligibility, deferral } = input;
  const card: PaymentChoice = { method: 'CARD', fee: 0, installments: [] };
  if (!eligibility || !isPayLaterMarket(locale)) return [card];
  const later = payLaterTypes.flatMap((type): PaymentChoice[] => {
    const entry = eligibility.paymentMethods.find((method) => method.type === type);
    if (!entry) return [];
    if (type === 'DEFERRED' && !isDeferralOffered(deferral)) return [];
    const count = instalmentCountOf[type];
    const installments =
      entry.installments.length > 0
        ? entry.installments
        : count
          ? instalmentAmounts(amount, count, entry.paymentFee).map((share) => ({
              dueDate: null,
              amount: share,
            }))
          : [{ dueDate: null, amount: amount + entry.paymentFee }];
    return [{ method: type, fee: entry.paymentFee, installments }];
  });
  return [card, ...later];
}

/** Only the digits of what was typed. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The longest card number, in digits. */
export const CARD_NUMBER_MAX_DIGITS = 19;

/** A card number as it is typed: digits only, in groups of 4 (`4242 4242 4242 4242`). */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry as it is typed: `MM/YY`, the slash added after the month once the year starts. */
export function formatCardExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A security code as it is typed: up to 4 digits. */
export function formatCardCvc(text: string): string {
  return digitsOf(text).slice(0, 4);
}

/** 12 to 19 digits passing the Luhn check, spaces allowed. */
export function isCardNumberValid(text: string): boolean {
  if (/[^\d\s]/.test(text)) return false;
  const digits = digitsOf(text);
  if (digits.length < 12 || digits.length > CARD_NUMBER_MAX_DIGITS) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` with a month from 01 to 12 (the provider checks that the card has not expired). */
export function isCardExpiryValid(text: string): boolean {
  return /^(0[1-9]|1[0-2])\/\d{2}$/.test(text.trim());
}

/** 3 or 4 digits. */
export function isCardCvcValid(text: string): boolean {
  return /^\d{3,4}$/.test(text.trim());
}

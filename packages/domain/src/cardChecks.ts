// The card the sandbox payment provider takes (DESIGN.md "Payments"; 002 §3 "Payment method
// entry"): one set of checks for the provider's call (`api/paymentCard.ts` builds its schema from
// them) and the checkout form's fields, with no schema library in the browser.
import type { IssueCode } from './issues';

/** The shortest and the longest card number, in digits. */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** Luhn's checksum of a card number given as digits. */
export function luhnValid(digits: string): boolean {
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

/** The card number's digits, the month from 01 to 12 and two-digit year, the security code. */
export const CARD_NUMBER_PATTERN = new RegExp(`^\\d{${CARD_NUMBER_MIN_DIGITS},${CARD_NUMBER_MAX_DIGITS}}$`);
export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;
export const CARD_CVC_PATTERN = /^\d{3,4}$/;

/** A card as the provider takes it: the number's digits, `MM/YY` and the security code. */
export interface PaymentCard {
  number: string;
  /** The month from 01 to 12; the provider checks that the card has not expired. */
  expiry: string;
  cvc: string;
}

/** The sandbox payment provider's test cards (DESIGN.md "Payments"). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  /** Answers pending (a 3-D Secure-like step), confirmed a moment later. */
  pending: '4000000000003220',
} as const;

/** The card fields of the checkout form, as the form names them. */
export const cardFields = ['cardNumber', 'cardExpiry', 'cardCvc'] as const;
export type CardField = (typeof cardFields)[number];

const isValid: Record<CardField, (value: string) => boolean> = {
  cardNumber: (number) => CARD_NUMBER_PATTERN.test(number) && luhnValid(number),
  cardExpiry: (expiry) => CARD_EXPIRY_PATTERN.test(expiry),
  cardCvc: (cvc) => CARD_CVC_PATTERN.test(cvc),
};

/** What the buyer typed, as the provider takes it: spaces out of the number and the expiry. */
export function paymentCardOf(typed: Partial<Record<CardField, string>>): PaymentCard {
  return {
    number: (typed.cardNumber ?? '').replace(/\s/g, ''),
    expiry: (typed.cardExpiry ?? '').replace(/\s/g, ''),
    cvc: (typed.cardCvc ?? '').trim(),
  };
}

const issueOf = {
  cardNumber: 'CARD_NUMBER_INVALID',
  cardExpiry: 'CARD_EXPIRY_INVALID',
  cardCvc: 'CARD_CVC_INVALID',
} as const satisfies Record<CardField, IssueCode>;

/** The issue of one typed card field (empty included), checked as the provider checks it, or null. */
export function cardFieldIssue(field: CardField, typed: string): (typeof issueOf)[CardField] | null {
  const card = paymentCardOf({ [field]: typed });
  const value = field === 'cardNumber' ? card.number : field === 'cardExpiry' ? card.expiry : card.cvc;
  return isValid[field](value) ? null : issueOf[field];
}

/** The form field of a provider's issue path (`card.number` → `cardNumber`), or null. */
export function cardFieldOfPath(path: string): CardField | null {
  if (path === 'card.number') return 'cardNumber';
  if (path === 'card.expiry') return 'cardExpiry';
  if (path === 'card.cvc') return 'cardCvc';
  return null;
}

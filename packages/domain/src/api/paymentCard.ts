import { z } from 'zod';
import { ISSUE_MESSAGES, type IssueCode } from './errors';

// The card the sandbox payment provider takes (DESIGN.md "Payments"; 002 §3 "Payment method
// entry"): one set of checks for the provider's call and the checkout form's fields.

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

/** A card as the provider takes it: the number's digits, `MM/YY` and the security code. */
export const paymentCardSchema = z.object({
  number: z
    .string()
    .regex(
      new RegExp(`^\\d{${CARD_NUMBER_MIN_DIGITS},${CARD_NUMBER_MAX_DIGITS}}$`),
      ISSUE_MESSAGES.CARD_NUMBER_INVALID,
    )
    .refine(luhnValid, ISSUE_MESSAGES.CARD_NUMBER_INVALID),
  /** The month from 01 to 12; the provider checks that the card has not expired. */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, ISSUE_MESSAGES.CARD_EXPIRY_INVALID),
  cvc: z.string().regex(/^\d{3,4}$/, ISSUE_MESSAGES.CARD_CVC_INVALID),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

/** The card fields of the checkout form, as the form names them. */
export const cardFields = ['cardNumber', 'cardExpiry', 'cardCvc'] as const;
export type CardField = (typeof cardFields)[number];

const schemaOf = {
  cardNumber: paymentCardSchema.shape.number,
  cardExpiry: paymentCardSchema.shape.expiry,
  cardCvc: paymentCardSchema.shape.cvc,
} as const;

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
  return schemaOf[field].safeParse(value).success ? null : issueOf[field];
}

/** The form field of a provider's issue path (`card.number` → `cardNumber`), or null. */
export function cardFieldOfPath(path: string): CardField | null {
  if (path === 'card.number') return 'cardNumber';
  if (path === 'card.expiry') return 'cardExpiry';
  if (path === 'card.cvc') return 'cardCvc';
  return null;
}

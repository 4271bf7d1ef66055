import { z } from 'zod';
import {
  CARD_CVC_PATTERN,
  CARD_EXPIRY_PATTERN,
  CARD_NUMBER_PATTERN,
  luhnValid,
  type PaymentCard,
} from '../cardChecks';
import { ISSUE_MESSAGES } from '../issues';

// The card the sandbox payment provider takes (DESIGN.md "Payments"; 002 §3 "Payment method
// entry"), with the checks of `cardChecks.ts`, which the checkout form's fields share.

/** A card as the provider takes it: the number's digits, `MM/YY` and the security code. */
export const paymentCardSchema = z.object({
  number: z
    .string()
    .regex(CARD_NUMBER_PATTERN, ISSUE_MESSAGES.CARD_NUMBER_INVALID)
    .refine(luhnValid, ISSUE_MESSAGES.CARD_NUMBER_INVALID),
  expiry: z.string().regex(CARD_EXPIRY_PATTERN, ISSUE_MESSAGES.CARD_EXPIRY_INVALID),
  cvc: z.string().regex(CARD_CVC_PATTERN, ISSUE_MESSAGES.CARD_CVC_INVALID),
}) satisfies z.ZodType<PaymentCard>;

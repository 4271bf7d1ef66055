import { z } from 'zod';
import { unbookableReasons } from './product';

// The API's error answers (DESIGN.md "The API"): `{ error: { code, message, issues } }`. Clients read
// the codes, never the English messages, which may change.

/** What went wrong, as the error's `code`. */
export const apiErrorCodes = [
  'BAD_REQUEST',
  'NOT_FOUND',
  /** Why a stay cannot be sold (409 for SOLD_OUT, 422 for the others). */
  ...unbookableReasons,
  'AMOUNT_MISMATCH',
  'PAYMENT_DECLINED',
  'PAYMENT_ALREADY_USED',
  'PAYMENT_INTENT_UNKNOWN',
  'PAYMENT_METHOD_NOT_ELIGIBLE',
  'PROMOTION_NOT_APPLICABLE',
  'IDEMPOTENCY_IN_FLIGHT',
  'IDEMPOTENCY_KEY_REUSED',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The issues a field can have; INVALID for any problem without a code of its own. */
export const issueCodes = [
  'MANDATORY',
  'TEXT_ONLY',
  'EMAIL_INVALID',
  'PHONE_INVALID',
  'CHOOSE_OPTION',
  'CARD_NUMBER_INVALID',
  'CARD_EXPIRY_INVALID',
  'CARD_CVC_INVALID',
  'INVALID',
] as const;
export type IssueCode = (typeof issueCodes)[number];

/**
 * The message the API answers for each issue (002 §5, §8). The schemas build their messages from
 * this table, so a code and its message never drift apart.
 */
export const ISSUE_MESSAGES = {
  MANDATORY: 'Mandatory field',
  TEXT_ONLY: 'Only text is expected',
  EMAIL_INVALID: 'Email seems incorrect',
  PHONE_INVALID: 'Phone number seems incorrect',
  CHOOSE_OPTION: 'Please choose an option',
  CARD_NUMBER_INVALID: 'Card number seems incorrect',
  CARD_EXPIRY_INVALID: 'Expected MM/YY',
  CARD_CVC_INVALID: 'Expected 3 or 4 digits',
} as const satisfies Record<Exclude<IssueCode, 'INVALID'>, string>;

const codeOfMessage = new Map<string, IssueCode>(
  Object.entries(ISSUE_MESSAGES).map(([code, message]) => [message, code as IssueCode]),
);

/** The code of an issue message built from the table; INVALID for any other message. */
export function issueCodeOf(message: string): IssueCode {
  return codeOfMessage.get(message) ?? 'INVALID';
}

export const apiIssueSchema = z.object({
  /** The failing field, dot-separated (`buyer.email`, `items.insuranceItem`). */
  path: z.string(),
  code: z.enum(issueCodes),
  message: z.string(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/** Every error answer: 400 with the failing fields, 402, 404, 409, 422 (DESIGN.md "The API"). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    issues: z.array(apiIssueSchema).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The error of an answer's body, or null when the body is not an API error. */
export function apiErrorOf(body: unknown): ApiErrorBody['error'] | null {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.error : null;
}

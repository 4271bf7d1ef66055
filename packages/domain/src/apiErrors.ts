// The API's error answers (DESIGN.md "The API"): `{ error: { code, message, issues } }`. Clients read
// the codes, never the English messages, which may change. Checked without a schema library: the
// browser reads them too (`api/errors.ts` holds the schemas the API documents them with).
import { type IssueCode, issueCodes } from './issues';
import { hasFields, isListOf, isOneOf, isString, optional } from './valueChecks';

/** Why a stay cannot be sold: the `code` of the 422 answer. */
export const unbookableReasons = [
  'INACTIVE',
  'CHECKIN_PASSED',
  'NIGHTS',
  'OUT_OF_RANGE',
  'NO_RATE',
  'SOLD_OUT',
  'MIN_STAY',
] as const;
export type UnbookableReason = (typeof unbookableReasons)[number];

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
  /** A gift card that pays nothing: unknown, expired or used up (422). */
  'GIFTCARD_NOT_APPLICABLE',
  /** The gift card's balance changed since the buyer saw what was left to pay (409). */
  'GIFTCARD_BALANCE_CHANGED',
  /** A gift of a stay that cannot be offered (G-10). */
  'NOT_GIFTABLE',
  /** The physical format while it cannot be sold (S-261). */
  'FORMAT_UNAVAILABLE',
  /** A gift voucher already exchanged for its stay (409), or past its validity (410). */
  'VOUCHER_USED',
  /** A box's or a gift card's voucher at the redemption of one stay. */
  'VOUCHER_NOT_A_STAY',
  'VOUCHER_EXPIRED',
  /** Too many wrong voucher codes from one client (429 with Retry-After). */
  'TOO_MANY_ATTEMPTS',
  /** Too many requests to a limited route from one client (429 with Retry-After). */
  'TOO_MANY_REQUESTS',
  /** A request body beyond the API's limit (413), refused before it is read whole. */
  'PAYLOAD_TOO_LARGE',
  /** A URL beyond the API's limit (414). */
  'URI_TOO_LONG',
  /** A contact request without a solved bot check, or with one already used (403). */
  'BOT_CHECK_FAILED',
  /** A customer-care privilege asked without a staff session (401 signed out, 403 otherwise). */
  'STAFF_ONLY',
  /** A staff sign-in that came back without a valid answer of the identity provider (400). */
  'SIGN_IN_FAILED',
  /** A customer's call without a valid session (401). */
  'UNAUTHENTICATED',
  /** A sign-in link already used (410), past its time (410) or never sent (404). */
  'SIGNIN_LINK_USED',
  'SIGNIN_LINK_EXPIRED',
  'SIGNIN_LINK_UNKNOWN',
  /** A sign-in sent by another site's form (403). */
  'CROSS_SITE',
  'IDEMPOTENCY_IN_FLIGHT',
  'IDEMPOTENCY_KEY_REUSED',
  /** The API or the payment provider did not answer, or not in time (502, 503, 504). */
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export interface ApiIssue {
  /** The failing field, dot-separated (`buyer.email`, `items.insuranceItem`). */
  path: string;
  code: IssueCode;
  message: string;
}

/** Every error answer: 400 with the failing fields, 402, 404, 409, 422. */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; issues?: ApiIssue[] };
}

const isApiErrorBody = hasFields({
  error: hasFields({
    code: isOneOf(apiErrorCodes),
    message: isString,
    issues: optional(isListOf(hasFields({ path: isString, code: isOneOf(issueCodes), message: isString }))),
  }),
});

/** The error of an answer's body, or null when the body is not an API error. */
export function apiErrorOf(body: unknown): ApiErrorBody['error'] | null {
  return isApiErrorBody(body) ? (body as ApiErrorBody).error : null;
}

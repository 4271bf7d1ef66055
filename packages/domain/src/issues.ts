// The issues a form field can have, shared by the API's schemas and the forms that show them (002
// §5 "Input status", §8). No schema library: the browser checks fields with these.

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
  'BOOKING_NUMBER_INVALID',
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
  BOOKING_NUMBER_INVALID: 'Booking number is composed of 8 digits',
} as const satisfies Record<Exclude<IssueCode, 'INVALID'>, string>;

const codeOfMessage = new Map<string, IssueCode>(
  Object.entries(ISSUE_MESSAGES).map(([code, message]) => [message, code as IssueCode]),
);

/** The code of an issue message built from the table; INVALID for any other message. */
export function issueCodeOf(message: string): IssueCode {
  return codeOfMessage.get(message) ?? 'INVALID';
}

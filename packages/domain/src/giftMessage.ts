import { BUYER_NAME_PATTERN, GIFT_MESSAGE_MAX, GIFT_SENDER_MAX } from './orderFields';

// The gift customisation form (001 §3, §5, §9; S-273…S-278): who offers the gift and a message
// for the recipient, both optional unless a page makes the form mandatory.

export interface GiftMessage {
  fromName: string;
  message: string;
}

export type GiftMessageField = keyof GiftMessage;

export const EMPTY_GIFT_MESSAGE: Readonly<GiftMessage> = Object.freeze({ fromName: '', message: '' });

/** The most each field takes (S-273). */
export const GIFT_MESSAGE_LIMITS: Readonly<Record<GiftMessageField, number>> = Object.freeze({
  fromName: GIFT_SENDER_MAX,
  message: GIFT_MESSAGE_MAX,
});

/** How long "The field is limited to … characters" shows after typing past a limit (S-274). */
export const GIFT_LIMIT_NOTICE_MS = 1000;

export type GiftMessageIssue = 'MANDATORY' | 'TEXT_ONLY';

/**
 * The issue of one field, or null: "Mandatory field" when the form is mandatory and the field
 * empty, "Only text is expected" when the sender's name holds other than letters, spaces,
 * hyphens and apostrophes (S-275).
 */
export function giftMessageIssue(
  field: GiftMessageField,
  raw: string,
  { isRequired = false }: { isRequired?: boolean } = {},
): GiftMessageIssue | null {
  const value = raw.trim();
  if (value === '') return isRequired ? 'MANDATORY' : null;
  if (field === 'fromName' && !BUYER_NAME_PATTERN.test(value)) return 'TEXT_ONLY';
  return null;
}

/** Each field's issue; an empty record when the form can be sent (S-276). */
export function giftMessageIssues(
  values: GiftMessage,
  options: { isRequired?: boolean } = {},
): Partial<Record<GiftMessageField, GiftMessageIssue>> {
  const issues: Partial<Record<GiftMessageField, GiftMessageIssue>> = {};
  for (const field of ['fromName', 'message'] as const) {
    const issue = giftMessageIssue(field, values[field], options);
    if (issue) issues[field] = issue;
  }
  return issues;
}

/**
 * A typed value held to its field's limit (S-274): what the field keeps, and whether the typing
 * went past the limit (then the notice shows).
 */
export function limitGiftMessageField(
  field: GiftMessageField,
  typed: string,
): { value: string; isOverLimit: boolean } {
  const max = GIFT_MESSAGE_LIMITS[field];
  return typed.length > max
    ? { value: typed.slice(0, max), isOverLimit: true }
    : { value: typed, isOverLimit: false };
}

/** A gift message read back from browser storage, or undefined when it is not one (S-278). */
export function parseStoredGiftMessage(stored: unknown): GiftMessage | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { fromName, message } = stored as Record<string, unknown>;
  if (typeof fromName !== 'string' || typeof message !== 'string') return undefined;
  return {
    fromName: fromName.slice(0, GIFT_SENDER_MAX),
    message: message.slice(0, GIFT_MESSAGE_MAX),
  };
}

/** What an order carries of the form: trimmed, an empty field as null. */
export function giftMessageOfForm(values: GiftMessage): { fromName: string | null; message: string | null } {
  return { fromName: values.fromName.trim() || null, message: values.message.trim() || null };
}

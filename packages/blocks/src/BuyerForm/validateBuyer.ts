import { BUYER_NAME_PATTERN, BUYER_PHONE_PATTERN, buyerCountries, civilities } from '@escale/domain';
import type { MessageId } from '@escale/i18n';

// The buyer's fields of the checkout form and their client-side checks (002 §3 Order request, §5
// "Input status", "Contact form"; G-61; S-420…S-424). The server checks them again (buyerSchema).

/** The form field names, in the order they show: the first invalid one gets the focus. */
export const buyerFields = [
  'civility',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'addressLine',
  'postalCode',
  'city',
  'country',
  'specialRequest',
] as const;
export type BuyerField = (typeof buyerFields)[number];
export type BuyerValues = Partial<Record<BuyerField, string>>;

/** The message ids a buyer field's error can take. */
export type BuyerErrorId = Extract<
  MessageId,
  'field.mandatory' | 'buyerForm.emailInvalid' | 'buyerForm.phoneInvalid' | 'buyerForm.textOnly'
>;
export type BuyerErrors = Partial<Record<BuyerField, BuyerErrorId>>;

/** Something, an @, a domain with a dot and a top-level domain of 2 letters or more. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[a-z]{2,}$/i;

/** The fields a buyer must fill in: all but the special request. */
export function isRequiredBuyerField(field: BuyerField): boolean {
  return field !== 'specialRequest';
}

/**
 * The error of one field, or null (002 §5 "Input status"): "Mandatory field" when a required field
 * is empty (S-424), "Only text is expected" for names with other than letters, spaces, hyphens and
 * apostrophes (S-422), "Email seems incorrect" (S-421), "Phone number seems incorrect" for other
 * than digits, spaces, parentheses, plus and minus, or too few or many digits (S-423).
 */
export function buyerFieldError(field: BuyerField, raw: string | undefined): BuyerErrorId | null {
  const value = (raw ?? '').trim();
  if (value === '') return isRequiredBuyerField(field) ? 'field.mandatory' : null;
  switch (field) {
    case 'civility':
      return (civilities as readonly string[]).includes(value) ? null : 'field.mandatory';
    case 'country':
      return (buyerCountries as readonly string[]).includes(value) ? null : 'field.mandatory';
    case 'firstName':
    case 'lastName':
      return BUYER_NAME_PATTERN.test(value) ? null : 'buyerForm.textOnly';
    case 'email':
      return EMAIL_PATTERN.test(value) ? null : 'buyerForm.emailInvalid';
    case 'phoneNumber':
      return BUYER_PHONE_PATTERN.test(value) ? null : 'buyerForm.phoneInvalid';
    default:
      return null;
  }
}

/**
 * Every field's error at once, for the checkout page's submit: with an error, it shows them all
 * (`<BuyerForm showAllErrors />`) and focuses the first invalid field (`firstInvalidBuyerField`).
 */
export function validateBuyer(values: BuyerValues): BuyerErrors {
  const errors: BuyerErrors = {};
  for (const field of buyerFields) {
    const error = buyerFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field in form order that has an error, or null. */
export function firstInvalidBuyerField(errors: Partial<Record<BuyerField, unknown>>): BuyerField | null {
  return buyerFields.find((field) => Boolean(errors[field])) ?? null;
}

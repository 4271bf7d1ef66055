import type { Buyer } from './api/orders';
import type { IssueCode } from './issues';
import {
  BUYER_EMAIL_PATTERN,
  BUYER_NAME_PATTERN,
  BUYER_PHONE_PATTERN,
  BUYER_TEXT_MAX,
  buyerCountries,
  civilities,
  SPECIAL_REQUEST_MAX,
} from './orderFields';
import { isOneOf } from './valueChecks';

// The buyer's fields of the checkout form and their checks (002 §3 Order request, §5 "Input
// status", "Contact form"; G-61; S-420…S-424): the rules of `orderFields.ts`, which the order's
// buyer schema is built from, so the form and the API never disagree (a test holds them together).

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

/** The issues a buyer field can show. */
export type BuyerIssue =
  | Extract<IssueCode, 'MANDATORY' | 'TEXT_ONLY' | 'EMAIL_INVALID' | 'PHONE_INVALID'>
  | 'INVALID';
export type BuyerErrors = Partial<Record<BuyerField, BuyerIssue>>;

/** The most a text field takes, as the buyer schema allows (the special request: the order's). */
export const BUYER_FIELD_MAX_LENGTH: Partial<Record<BuyerField, number>> = {
  ...BUYER_TEXT_MAX,
  specialRequest: SPECIAL_REQUEST_MAX,
};

/** The fields a buyer must fill in: all but the special request. */
export function isRequiredBuyerField(field: BuyerField): boolean {
  return field !== 'specialRequest';
}

/**
 * The issue of one field, or null (002 §5 "Input status"), as the buyer schema finds it:
 * "Mandatory field" when a required field is empty or a choice is not one of the list (S-424),
 * "Only text is expected" for names with other than letters, spaces, hyphens and apostrophes
 * (S-422), "Email seems incorrect" (S-421), "Phone number seems incorrect" for other than digits,
 * spaces, parentheses, plus and minus, or too few or many digits (S-423).
 */
export function buyerFieldIssue(field: BuyerField, raw: string | undefined): BuyerIssue | null {
  const value = (raw ?? '').trim();
  if (field === 'specialRequest') return null;
  if (value === '') return 'MANDATORY';
  switch (field) {
    case 'civility':
      return isOneOf(civilities)(value) ? null : 'MANDATORY';
    case 'country':
      return isOneOf(buyerCountries)(value) ? null : 'MANDATORY';
    case 'phoneNumber':
      return BUYER_PHONE_PATTERN.test(value) ? null : 'PHONE_INVALID';
    default: {
      if (value.length > BUYER_TEXT_MAX[field]) return 'INVALID';
      if (field === 'email') return BUYER_EMAIL_PATTERN.test(value) ? null : 'EMAIL_INVALID';
      if (field === 'firstName' || field === 'lastName') {
        return BUYER_NAME_PATTERN.test(value) ? null : 'TEXT_ONLY';
      }
      return null;
    }
  }
}

/**
 * Every field's issue at once, for the checkout's submit: with an issue, the form shows them all
 * and focuses the first invalid field (`firstInvalidBuyerField`).
 */
export function validateBuyer(values: BuyerValues): BuyerErrors {
  const errors: BuyerErrors = {};
  for (const field of buyerFields) {
    const issue = buyerFieldIssue(field, values[field]);
    if (issue) errors[field] = issue;
  }
  return errors;
}

/** The first field in form order that has an error, or null. */
export function firstInvalidBuyerField(errors: Partial<Record<BuyerField, unknown>>): BuyerField | null {
  return buyerFields.find((field) => Boolean(errors[field])) ?? null;
}

/** The buyer of an order from the form's values, trimmed as the schema trims them. */
export function buyerOf(values: BuyerValues): Buyer {
  const text = (field: BuyerField) => (values[field] ?? '').trim();
  return {
    civility: text('civility') as Buyer['civility'],
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    addressLine: text('addressLine'),
    postalCode: text('postalCode'),
    city: text('city'),
    country: text('country') as Buyer['country'],
  };
}

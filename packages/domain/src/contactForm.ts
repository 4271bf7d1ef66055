import type { ApiLocale } from './api/common';
import type { IssueCode } from './issues';
import { BUYER_EMAIL_PATTERN, BUYER_NAME_PATTERN, BUYER_PHONE_PATTERN } from './orderFields';

// The contact form (002 §3 Contact form fields and reasons, §5 Contact form; S-418…S-423, S-431,
// G-33): the reasons and the request each one files, the fields a reason shows and their checks,
// and the hidden language code. No schema library: the browser checks the fields with these.

/** The reasons of the select that opens the form, in its order (002 §3). */
export const contactReasons = [
  'avv_info',
  'booking_info',
  'emailconf',
  'modification',
  'cancellation',
  'complaint',
  'other',
] as const;
export type ContactReason = (typeof contactReasons)[number];

/** The request type and subtype each reason files (S-418); empty for none. */
export const CONTACT_REQUESTS: Readonly<
  Record<ContactReason, { requestType: string; requestSubtype: string }>
> = {
  avv_info: { requestType: 'Hotel Activity information request', requestSubtype: '' },
  booking_info: { requestType: 'Information/request', requestSubtype: '' },
  emailconf: { requestType: 'Information/request', requestSubtype: 'Confirmation email' },
  modification: { requestType: 'Modification', requestSubtype: '' },
  cancellation: { requestType: 'Cancellation Request', requestSubtype: '' },
  complaint: { requestType: 'Complaint', requestSubtype: '' },
  other: { requestType: '', requestSubtype: '' },
};

/** The form's fields, in the order they show: the first invalid one gets the focus. */
export const contactFields = ['bookingNumber', 'name', 'email', 'phone', 'description'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Partial<Record<ContactField, string>>;
export type ContactIssue = Extract<
  IssueCode,
  'MANDATORY' | 'TEXT_ONLY' | 'EMAIL_INVALID' | 'PHONE_INVALID' | 'BOOKING_NUMBER_INVALID' | 'INVALID'
>;

/** The most a message takes. */
export const CONTACT_DESCRIPTION_MAX = 2000;
/** The most the name and the e-mail take. */
const CONTACT_TEXT_MAX = 120;

const BOOKING_NUMBER = /^\d{8}$/;

/** The fields a reason shows: all of them, but no booking number to ask about an activity (S-419). */
export function contactFieldsOf(reason: ContactReason): ContactField[] {
  return contactFields.filter((field) => field !== 'bookingNumber' || reason !== 'avv_info');
}

/**
 * The issue of one field for a reason, or null (002 §5): a hidden field has none; every shown
 * field is mandatory (S-420); the booking number is exactly 8 digits (S-419); the e-mail must look
 * valid (S-421); the name takes letters, spaces, hyphens and apostrophes (S-422); the phone digits,
 * spaces, parentheses, plus and minus, so an e164 number passes (S-423).
 */
export function contactFieldIssue(
  reason: ContactReason,
  field: ContactField,
  raw: string | undefined,
): ContactIssue | null {
  if (!contactFieldsOf(reason).includes(field)) return null;
  const value = (raw ?? '').trim();
  if (value === '') return 'MANDATORY';
  switch (field) {
    case 'bookingNumber':
      return BOOKING_NUMBER.test(value) ? null : 'BOOKING_NUMBER_INVALID';
    case 'name':
      if (value.length > CONTACT_TEXT_MAX) return 'INVALID';
      return BUYER_NAME_PATTERN.test(value) ? null : 'TEXT_ONLY';
    case 'email':
      if (value.length > CONTACT_TEXT_MAX) return 'INVALID';
      return BUYER_EMAIL_PATTERN.test(value) ? null : 'EMAIL_INVALID';
    case 'phone':
      return BUYER_PHONE_PATTERN.test(value) ? null : 'PHONE_INVALID';
    case 'description':
      return value.length > CONTACT_DESCRIPTION_MAX ? 'INVALID' : null;
  }
}

/** Every field's issue for a reason, for the submit. */
export function validateContact(
  reason: ContactReason,
  values: ContactValues,
): Partial<Record<ContactField, ContactIssue>> {
  const errors: Partial<Record<ContactField, ContactIssue>> = {};
  for (const field of contactFields) {
    const issue = contactFieldIssue(reason, field, values[field]);
    if (issue) errors[field] = issue;
  }
  return errors;
}

/** The hidden language field (S-431, G-33): the language, Belgium's combined with its country. */
export function contactLanguageCode(locale: ApiLocale): string {
  return locale.endsWith('_BE') ? locale : locale.slice(0, 2);
}

/** The organisation the CRM files the requests under: the form's hidden `orgid` (S-428). */
export const CONTACT_ORG_ID = 'ESCALE-CARE';
/** The search parameter value of the contact route that shows the thank-you (S-429). */
export const CONTACT_THANK_YOU = 'contact_thank_you';

/** What the form posts to the CRM (002 §3 Contact form fields; S-428): its fields and hidden ones. */
export interface ContactPost {
  Booking_ID__c: string;
  contact_reason: ContactReason;
  description: string;
  email: string;
  name: string;
  phone: string;
  requestType: string;
  requestSubtype: string;
  orgid: string;
  status: 'New';
  type: string;
  subtype: string;
  language: string;
  country: string;
  /** Where the CRM sends the visitor back: the market's contact route. */
  retURL: string;
}

/** The post of a reason's form: the fields it shows, the request it files, the market's codes. */
export function contactPostOf(
  reason: ContactReason,
  values: ContactValues,
  market: { locale: ApiLocale; country: string },
  retURL: string,
): ContactPost {
  const shown = contactFieldsOf(reason);
  const value = (field: ContactField) => (shown.includes(field) ? (values[field] ?? '').trim() : '');
  const { requestType, requestSubtype } = CONTACT_REQUESTS[reason];
  return {
    Booking_ID__c: value('bookingNumber'),
    contact_reason: reason,
    description: value('description'),
    email: value('email'),
    name: value('name'),
    phone: value('phone'),
    requestType,
    requestSubtype,
    orgid: CONTACT_ORG_ID,
    status: 'New',
    type: requestType,
    subtype: requestSubtype,
    language: contactLanguageCode(market.locale),
    country: market.country,
    retURL,
  };
}

/** The form field each posted CRM field comes from, to name a failing field in the form's terms. */
export const CONTACT_POST_FIELDS: Readonly<Record<ContactField, keyof ContactPost>> = {
  bookingNumber: 'Booking_ID__c',
  name: 'name',
  email: 'email',
  phone: 'phone',
  description: 'description',
};

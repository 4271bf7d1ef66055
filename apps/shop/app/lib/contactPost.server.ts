import {
  CONTACT_POST_FIELDS,
  type ContactField,
  type ContactIssue,
  type ContactReason,
  type ContactValues,
  contactFields,
  contactPostOf,
  contactReasons,
  contactRoute,
  issueCodeOf,
  marketHref,
  validateContact,
} from '@escale/domain';
import { type Locale, marketOf } from '@escale/i18n/core';
import { apiPostForm } from './api';

// The contact form's post (002 §4 Contact form; S-425, S-428, S-429, G-58): the fields checked as
// the browser checks them, then the CRM stand-in's form post with the request's hidden fields and
// the bot check's proof, which answers where the visitor goes next.

export type ContactOutcome =
  | { kind: 'sent'; location: string }
  | {
      kind: 'refused';
      reason: ContactReason;
      values: ContactValues;
      errors: Partial<Record<ContactField, ContactIssue>>;
    }
  | {
      kind: 'failed';
      reason: ContactReason | null;
      values: ContactValues;
      /**
       * 502 when the CRM did not answer (S-430); the 4xx of a post it could not take otherwise: no
       * known reason, or refused for nothing the form shows (a failed bot check, too many requests).
       */
      status: number;
    };

export const contactReasonOf = (value: unknown): ContactReason | null =>
  (contactReasons as readonly unknown[]).includes(value) ? (value as ContactReason) : null;

const fieldOfPost = new Map<string, string>(
  Object.entries(CONTACT_POST_FIELDS).map(([field, posted]) => [posted, field]),
);

/** The form's issues among the API's, by the form's field names. */
function formIssues(body: unknown): Partial<Record<ContactField, ContactIssue>> {
  const issues = (body as { error?: { issues?: { path: string; message: string }[] } })?.error?.issues ?? [];
  const errors: Partial<Record<ContactField, ContactIssue>> = {};
  for (const issue of issues) {
    const field = fieldOfPost.get(issue.path) as ContactField | undefined;
    if (field) errors[field] = issueCodeOf(issue.message) as ContactIssue;
  }
  return errors;
}

export async function postContact(
  locale: Locale,
  form: FormData,
  /** The visitor's address and staff session, passed on to the API. */
  headers: { 'x-forwarded-for'?: string; cookie?: string },
): Promise<ContactOutcome> {
  const reason = contactReasonOf(form.get('reason'));
  const values: ContactValues = Object.fromEntries(
    contactFields.map((field) => [field, String(form.get(field) ?? '').slice(0, 4000)]),
  );
  if (!reason) return { kind: 'failed', reason, values, status: 400 };
  const errors = validateContact(reason, values);
  if (Object.keys(errors).length > 0) return { kind: 'refused', reason, values, errors };

  const market = marketOf(locale);
  const post = contactPostOf(reason, values, market, marketHref(market.path, contactRoute()));
  const body = new URLSearchParams(Object.entries(post));
  for (const proof of ['altcha', 'formToken', 'website']) {
    const value = form.get(proof);
    if (typeof value === 'string') body.set(proof, value);
  }
  try {
    const response = await apiPostForm(
      '/api/crm/contact',
      body,
      Object.fromEntries(
        Object.entries(headers).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    );
    const location = response.headers.get('location');
    if (response.status === 303 && location) return { kind: 'sent', location };
    const refused = response.status === 400 ? formIssues(await response.json().catch(() => null)) : {};
    if (Object.keys(refused).length > 0) return { kind: 'refused', reason, values, errors: refused };
    if (response.status >= 400 && response.status < 500) {
      return { kind: 'failed', reason, values, status: response.status };
    }
  } catch {
    // The CRM did not answer: the visitor sends again (S-430).
  }
  return { kind: 'failed', reason, values, status: 502 };
}

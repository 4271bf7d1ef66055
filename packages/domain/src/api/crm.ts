import { z } from 'zod';
import {
  CONTACT_ORG_ID,
  CONTACT_POST_FIELDS,
  CONTACT_REQUESTS,
  type ContactValues,
  contactReasons,
  validateContact,
} from '../contactForm';
import { ISSUE_MESSAGES } from '../issues';

// The CRM stand-in's calls (002 §3 Contact form fields, §7; S-428, G-58).

const text = (max: number) => z.string().trim().max(max).default('');

/**
 * POST /api/crm/contact, a form post: the S-428 fields, the hidden ones, and the bot check's
 * proof (an ALTCHA payload, or the no-script form's token) with its honeypot, which stays empty.
 */
export const contactPostSchema = z
  .object({
    Booking_ID__c: text(20),
    contact_reason: z.enum(contactReasons),
    description: text(4000),
    email: text(254),
    name: text(254),
    phone: text(40),
    requestType: text(80),
    requestSubtype: text(80),
    orgid: z.literal(CONTACT_ORG_ID),
    status: z.literal('New'),
    type: text(80),
    subtype: text(80),
    language: z.enum(['fr', 'es', 'it', 'nl', 'fr_BE', 'nl_BE']),
    country: z.enum(['FR', 'ES', 'IT', 'NL', 'BE']),
    /** The market's contact route, a path of this site (never another host). */
    retURL: z
      .string()
      .max(40)
      .regex(/^\/[a-z/]+\/contact$/, 'Expected the path of a contact page'),
    altcha: z.string().max(8000).optional(),
    formToken: z.string().max(200).optional(),
    website: z.literal('').optional(),
  })
  .superRefine((post, ctx) => {
    const values: ContactValues = {
      bookingNumber: post.Booking_ID__c,
      name: post.name,
      email: post.email,
      phone: post.phone,
      description: post.description,
    };
    for (const [field, code] of Object.entries(validateContact(post.contact_reason, values))) {
      const path = CONTACT_POST_FIELDS[field as keyof typeof CONTACT_POST_FIELDS];
      const message = code === 'INVALID' ? 'Too long' : ISSUE_MESSAGES[code];
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
    const request = CONTACT_REQUESTS[post.contact_reason];
    const filed = {
      requestType: request.requestType,
      requestSubtype: request.requestSubtype,
      type: request.requestType,
      subtype: request.requestSubtype,
    };
    for (const [key, expected] of Object.entries(filed)) {
      if (post[key as keyof typeof filed] !== expected) {
        ctx.addIssue({ code: 'custom', path: [key], message: `Expected "${expected}" for this reason` });
      }
    }
  });
export type ContactPostInput = z.input<typeof contactPostSchema>;

/** GET /api/crm/challenge: an ALTCHA challenge (its parameters and signature). */
export const botChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

/** GET /api/crm/form-token: the token the form carries for a visitor without scripts. */
export const contactFormTokenSchema = z.object({ token: z.string() });

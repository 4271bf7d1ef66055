import { z } from 'zod';
import { ISSUE_MESSAGES } from '../issues';
import { newsletterSources } from '../newsletter';
import { BUYER_EMAIL_PATTERN, BUYER_TEXT_MAX } from '../orderFields';

// The newsletter signup (002 §3 Newsletter request, §7; S-496, S-497, G-55).

/** POST /gateway/marketing/newsletter, and the query of GET /api/marketing/newsletter. */
export const newsletterRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: ISSUE_MESSAGES.MANDATORY, abort: true })
    .max(BUYER_TEXT_MAX.email)
    .regex(BUYER_EMAIL_PATTERN, ISSUE_MESSAGES.EMAIL_INVALID),
  /** The market's country and language: together, one of the six markets. */
  country: z.enum(['FR', 'ES', 'IT', 'NL', 'BE']),
  language: z.enum(['fr', 'es', 'it', 'nl']),
  /** Where the visitor signed up: the footer's form by default, or the acquisition modal. */
  source: z.enum(newsletterSources).default('footer'),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

/** GET /api/marketing/newsletter: the acquisition modal's signup, with its source (S-497). */
export const newsletterAcquisitionQuerySchema = newsletterRequestSchema.extend({
  source: z.enum(newsletterSources).default('acquisitionModal'),
});

/** G-55: the answer of both calls, the same whether the address was new or already subscribed. */
export const newsletterAnswerSchema = z.object({ subscribed: z.literal(true) });

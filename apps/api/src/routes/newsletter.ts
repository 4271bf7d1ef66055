import {
  newsletterAcquisitionQuerySchema,
  newsletterAnswerSchema,
  newsletterRequestSchema,
} from '@escale/domain';
import { markets } from '@escale/i18n/core';
import { sql } from 'kysely';
import type { RegisterRoutes } from '../app';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { limitRate, type RateLimit } from '../http/rateLimit';

/** Signups one client may send in ten minutes: a household's, not a script's. */
export const NEWSLETTER_RATE: RateLimit = { bucket: 'newsletter', limit: 20, windowSeconds: 600 };

type NewsletterSignup = ReturnType<typeof newsletterRequestSchema.parse>;

/** Keeps one row per address and market: signing up again changes nothing (S-496). */
async function subscribe(db: Database, signup: NewsletterSignup) {
  const market = markets.find((m) => m.country === signup.country && m.language === signup.language);
  if (!market) {
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: language', [
      { path: 'language', message: `No market sells in ${signup.language} in ${signup.country}` },
    ]);
  }
  await db
    .insertInto('newsletter_subscribers')
    .values({ email: signup.email, locale: market.locale, source: signup.source })
    .onConflict((conflict) => conflict.expression(sql`lower(email), locale`).doNothing())
    .execute();
  return { subscribed: true as const };
}

/** The newsletter signup (002 §4, §7; S-496, S-497, G-55). */
export const registerNewsletter: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'post',
      path: '/gateway/marketing/newsletter',
      operationId: 'newsletterSignup',
      summary:
        'Signs an address up to a market’s newsletter (S-496): 201 whether it is new or already there; 400 names an invalid email or a country and language that are no market; 429 with Retry-After past 20 signups from one client in 10 minutes',
      tag: 'marketing',
      query: newsletterRequestSchema,
      response: newsletterAnswerSchema,
      status: 201,
      cacheControl: 'no-store',
      errors: [429],
    },
    async ({ query, c }) => {
      await limitRate(deps, c, NEWSLETTER_RATE);
      return subscribe(deps.db, query);
    },
  );
  registry.add(
    {
      method: 'get',
      path: '/api/marketing/newsletter',
      operationId: 'newsletterAcquisition',
      summary:
        'The acquisition modal’s signup (S-497, G-55): the same as the POST, with its source and the same limit; signing up twice changes nothing',
      tag: 'marketing',
      query: newsletterAcquisitionQuerySchema,
      response: newsletterAnswerSchema,
      cacheControl: 'no-store',
      errors: [429],
    },
    async ({ query, c }) => {
      await limitRate(deps, c, NEWSLETTER_RATE);
      return subscribe(deps.db, query);
    },
  );
};

import { botChallengeSchema, contactFormTokenSchema, contactPostSchema } from '@escale/domain';
import { z } from 'zod';
import type { RegisterRoutes } from '../app';
import { newChallenge, newFormToken } from '../crm/botCheck';
import { fileContactRequest } from '../crm/contactRequests';
import { CONTACT_ADDRESS_RATE, CONTACT_RATE, limitRate } from '../http/rateLimit';
import { staffOf } from '../staff/signIn';
import { staffAuthOf } from './staff';

/** The CRM stand-in of the contact form (002 §7; S-425…S-429, G-58). */
export const registerCrm: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/crm/challenge',
      operationId: 'contactChallenge',
      summary:
        'A proof-of-work challenge (ALTCHA) the contact form solves before it posts (S-426); good for 2 hours, once',
      tag: 'crm',
      response: botChallengeSchema,
      cacheControl: 'no-store',
    },
    () => newChallenge(deps.db),
  );
  registry.add(
    {
      method: 'get',
      path: '/api/crm/form-token',
      operationId: 'contactFormToken',
      summary:
        'The token of a contact form sent without scripts: it counts 3 seconds after it is issued, for 2 hours, once',
      tag: 'crm',
      response: contactFormTokenSchema,
      cacheControl: 'no-store',
    },
    async () => ({ token: await newFormToken(deps.db) }),
  );
  registry.add(
    {
      method: 'post',
      path: '/api/crm/contact',
      operationId: 'contactRequest',
      summary: `Files a contact request with the fields of S-428 and answers 303 to its retURL with ref=contact_thank_you (G-58); 400 names the failing fields, 403 a missing or used bot check (none is needed with a staff session, S-443); 429 with Retry-After past ${CONTACT_RATE.limit} requests from one client in 10 minutes or ${CONTACT_ADDRESS_RATE.limit} for one e-mail address in an hour`,
      tag: 'crm',
      query: contactPostSchema,
      response: z.string(),
      acceptsForm: true,
      status: 303,
      errors: [403, 429],
      cacheControl: 'no-store',
    },
    async ({ query, c }) => {
      await limitRate(deps, c, CONTACT_RATE);
      if (query.email) await limitRate(deps, c, CONTACT_ADDRESS_RATE, query.email.trim().toLowerCase());
      return fileContactRequest(deps.db, query, (await staffOf(staffAuthOf(deps), c)) !== null);
    },
  );
};

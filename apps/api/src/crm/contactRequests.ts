import {
  CONTACT_THANK_YOU,
  contactLanguageCode,
  type contactPostSchema,
  ISSUE_MESSAGES,
} from '@escale/domain';
import { markets } from '@escale/i18n/core';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { checkProof } from './botCheck';

type ContactPost = z.output<typeof contactPostSchema>;

/**
 * Files a contact request (G-58): a market's language and country, a proof that a person sent it,
 * then the request with every field of S-428. Answers where the visitor goes next: the contact
 * route with the thank-you (S-429).
 */
export async function fileContactRequest(db: Database, post: ContactPost, byStaff: boolean): Promise<string> {
  const market = markets.find(
    (m) => contactLanguageCode(m.locale) === post.language && m.country === post.country,
  );
  if (!market) {
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: language', [
      { path: 'language', message: `No market speaks ${post.language} in ${post.country}` },
    ]);
  }
  // Customer care files requests for customers: the staff session is the proof (S-443).
  if (!byStaff && !post.altcha && !post.formToken) {
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: altcha', [
      { path: 'altcha', message: ISSUE_MESSAGES.MANDATORY },
    ]);
  }
  const proof = byStaff ? ({ check: 'staff' } as const) : await checkProof(db, post);
  if ('error' in proof) throw new ApiError(403, 'BOT_CHECK_FAILED', proof.error);
  await db
    .insertInto('contact_requests')
    .values({
      booking_id: post.Booking_ID__c,
      contact_reason: post.contact_reason,
      description: post.description,
      email: post.email,
      name: post.name,
      phone: post.phone,
      request_type: post.requestType,
      request_subtype: post.requestSubtype,
      org_id: post.orgid,
      status: post.status,
      type: post.type,
      subtype: post.subtype,
      language: post.language,
      country: post.country,
      ret_url: post.retURL,
      bot_check: proof.check,
    })
    .execute();
  return `${post.retURL}?ref=${CONTACT_THANK_YOU}`;
}

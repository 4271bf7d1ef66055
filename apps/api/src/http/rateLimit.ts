import type { Context } from 'hono';
import type { AppDeps } from '../app';
import { clientAddress } from './clientAddress';
import { ApiError } from './errors';

/** How many requests of a route one client may make in a window. */
export interface RateLimit {
  /** The route's name in the count. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

// The limits of the routes that write or mail (docs/decisions.md "Limits"): per client address, and
// per key where one names what is protected (an e-mail address, a voucher code, an Idempotency-Key).
// Well above what a person, a household or an office behind one address does, and above the
// end-to-end journeys' own orders from 127.0.0.1; `RATE_LIMIT_SCALE` multiplies them all.

/** Orders one client may place in ten minutes (both payment routes together). */
export const ORDER_RATE: RateLimit = { bucket: 'orders', limit: 200, windowSeconds: 600 };
/** Calls with one Idempotency-Key in ten minutes: a few retries, not a loop. */
export const ORDER_KEY_RATE: RateLimit = { bucket: 'orders-key', limit: 30, windowSeconds: 600 };
/** Payment intents one client may ask for in ten minutes (declined cards tried again included). */
export const PAYMENT_INTENT_RATE: RateLimit = { bucket: 'payment-intents', limit: 300, windowSeconds: 600 };
/** Contact requests one client may file in ten minutes. */
export const CONTACT_RATE: RateLimit = { bucket: 'contact', limit: 40, windowSeconds: 600 };
/** Contact requests filed for one e-mail address in an hour: the care team's inbox is not flooded. */
export const CONTACT_ADDRESS_RATE: RateLimit = { bucket: 'contact-email', limit: 40, windowSeconds: 3600 };
/** Log lines and missing-page reports one client may post in a minute. */
export const LOG_RATE: RateLimit = { bucket: 'logs', limit: 60, windowSeconds: 60 };
/** Voucher exchanges one client may ask for in ten minutes. */
export const REDEMPTION_RATE: RateLimit = { bucket: 'redemptions', limit: 30, windowSeconds: 600 };
/** Exchanges asked of one voucher code in ten minutes (a declined supplement tried again). */
export const REDEMPTION_CODE_RATE: RateLimit = { bucket: 'redemptions-code', limit: 10, windowSeconds: 600 };
/** Staff sign-ins one client may start, and come back from, in ten minutes. */
export const STAFF_SIGNIN_RATE: RateLimit = { bucket: 'staff-signin', limit: 60, windowSeconds: 600 };

/**
 * Counts the client's request to a limited route, or refuses it with 429 and Retry-After once the
 * client made `limit` in the window. The counts are in the database: they hold across processes.
 */
export async function limitRate(
  deps: Pick<AppDeps, 'db' | 'now' | 'rateLimitScale'>,
  c: Context,
  rate: RateLimit,
  /** What is counted: the client's address unless given (such as an e-mail address). */
  client = clientAddress(c),
): Promise<void> {
  const now = deps.now();
  const limit = Math.max(1, Math.round(rate.limit * (deps.rateLimitScale ?? 1)));
  const since = new Date(now.getTime() - rate.windowSeconds * 1000);
  await deps.db
    .deleteFrom('rate_limit_hits')
    .where('bucket', '=', rate.bucket)
    .where('client', '=', client)
    .where('at', '<=', since)
    .execute();
  const hits = await deps.db
    .selectFrom('rate_limit_hits')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('at').as('oldest')])
    .where('bucket', '=', rate.bucket)
    .where('client', '=', client)
    .executeTakeFirstOrThrow();
  if (Number(hits.count) >= limit) {
    const oldest = new Date(hits.oldest as Date).getTime();
    const wait = Math.max(1, Math.ceil((oldest + rate.windowSeconds * 1000 - now.getTime()) / 1000));
    c.header('Retry-After', String(wait));
    throw new ApiError(429, 'TOO_MANY_REQUESTS', `Too many requests; try again in ${wait} seconds`);
  }
  await deps.db.insertInto('rate_limit_hits').values({ bucket: rate.bucket, client, at: now }).execute();
}

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

/**
 * Counts the client's request to a limited route, or refuses it with 429 and Retry-After once the
 * client made `limit` in the window. The counts are in the database: they hold across processes.
 */
export async function limitRate(
  deps: Pick<AppDeps, 'db' | 'now'>,
  c: Context,
  rate: RateLimit,
  /** What is counted: the client's address unless given (such as an e-mail address). */
  client = clientAddress(c),
): Promise<void> {
  const now = deps.now();
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
  if (Number(hits.count) >= rate.limit) {
    const oldest = new Date(hits.oldest as Date).getTime();
    const wait = Math.max(1, Math.ceil((oldest + rate.windowSeconds * 1000 - now.getTime()) / 1000));
    c.header('Retry-After', String(wait));
    throw new ApiError(429, 'TOO_MANY_REQUESTS', `Too many requests; try again in ${wait} seconds`);
  }
  await deps.db.insertInto('rate_limit_hits').values({ bucket: rate.bucket, client, at: now }).execute();
}

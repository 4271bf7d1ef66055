import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';

// Idempotent POSTs, as Stripe designs them: the first answer to a key is stored and replayed for
// 24 hours; the same key with another body is refused (422); a retry while the first request is
// still running is refused (409). Server errors are not stored, so the request can be retried. A
// key left running by a process that stopped without finishing it (killed, or cut after its drain)
// is given up after ABANDONED_AFTER, so that the client's retry runs instead of waiting a day.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,255}$/;
/** Far longer than any request may run: the drain cuts requests after 10 s, the shop waits 12 s for an order. */
const ABANDONED_AFTER = '2 minutes';

export interface StoredAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** Keys order their JSON the same way whatever the order the client wrote them in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function validIdempotencyKey(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'BAD_REQUEST', `Invalid request: ${IDEMPOTENCY_HEADER}`, [
      { path: IDEMPOTENCY_HEADER, message: 'Expected 8 to 255 letters, digits or -_.:' },
    ]);
  }
  return key;
}

/** Runs `run` once per key; the answer is `run`'s, or the stored one of the first request. */
export async function idempotent(
  db: Database,
  key: string | undefined,
  scope: string,
  body: unknown,
  run: () => Promise<{ status: number; body: unknown }>,
): Promise<StoredAnswer> {
  if (!key) return { ...(await run()), replayed: false };
  const id = `${scope}:${key}`;
  const hash = createHash('sha256').update(canonical(body)).digest('hex');
  await db
    .deleteFrom('idempotency_keys')
    .where('key', '=', id)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', sql<Date>`now() - interval '24 hours'`),
        eb.and([
          eb('state', '=', 'IN_FLIGHT'),
          eb('created_at', '<', sql<Date>`now() - ${sql.raw(`interval '${ABANDONED_AFTER}'`)}`),
        ]),
      ]),
    )
    .execute();
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ key: id, request_hash: hash, state: 'IN_FLIGHT' })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const stored = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', id)
      .executeTakeFirst();
    if (!stored)
      throw new ApiError(409, 'IDEMPOTENCY_IN_FLIGHT', 'A request with this key has just ended; retry');
    if (stored.request_hash !== hash) {
      throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request');
    }
    if (stored.state === 'IN_FLIGHT' || stored.status_code === null) {
      throw new ApiError(409, 'IDEMPOTENCY_IN_FLIGHT', 'A request with this Idempotency-Key is in progress');
    }
    return { status: stored.status_code, body: stored.response, replayed: true };
  }
  let answer: { status: number; body: unknown };
  try {
    answer = await run();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) {
      await db.deleteFrom('idempotency_keys').where('key', '=', id).execute();
      throw error;
    }
    answer = { status: error.status, body: error.toBody() };
  }
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'DONE', status_code: answer.status, response: JSON.stringify(answer.body) })
    .where('key', '=', id)
    .execute();
  return { ...answer, replayed: false };
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { deriveHmacKeySecret, verify } from 'altcha-lib/frameworks/shared';
import type { Store } from 'altcha-lib/frameworks/types';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { serverSecret } from '../db/serverSecrets';

// The contact form's bot check (S-425, S-426; issue 14 item 8): a proof of work the visitor's
// browser solves (ALTCHA, self-hosted), or, for a visitor without scripts, a signed token the form
// carries and that only counts after a person's delay. Each proof files one request: its id is
// kept in the database, so the rule holds across processes. Ages are read on the real clock,
// as the library reads a challenge's expiry.

/** How long a challenge or a form token stays good. */
const PROOF_LIFETIME_S = 2 * 60 * 60;
/** The least time a person takes between opening the form and sending it without scripts. */
export const FORM_DELAY_MIN_S = 3;
/** The work of a challenge: the browser tries up to this many keys (a few hundred ms on a phone). */
const CHALLENGE_COUNTER = { min: 4_000, max: 16_000 };

export type BotCheck = 'proofOfWork' | 'formDelay';

/** The secret all processes sign with, created with the database (`BOT_CHECK_SECRET` overrides). */
const secretOf = (db: Database) => serverSecret(db, 'botCheck', process.env.BOT_CHECK_SECRET);

/** Marks a proof as used; false when it already was. Forgets proofs past their lifetime. */
async function useOnce(db: Database, id: string): Promise<boolean> {
  await db
    .deleteFrom('bot_check_uses')
    .where('used_at', '<', sql<Date>`now() - make_interval(secs => ${PROOF_LIFETIME_S})`)
    .execute();
  const row = await db
    .insertInto('bot_check_uses')
    .values({ id })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A new challenge for the browser to solve. */
export async function newChallenge(db: Database) {
  const secret = await secretOf(db);
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(CHALLENGE_COUNTER.min, CHALLENGE_COUNTER.max),
    deriveKey,
    expiresAt: new Date(Date.now() + PROOF_LIFETIME_S * 1000),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: await deriveHmacKeySecret(secret),
  });
}

/** A token for the no-script form: when it was issued and a nonce, signed. */
export async function newFormToken(db: Database, issuedAt = new Date()): Promise<string> {
  const body = `${Math.floor(issuedAt.getTime() / 1000)}.${randomBytes(12).toString('hex')}`;
  return `${body}.${sign(await secretOf(db), body)}`;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`formToken.${body}`).digest('hex');
}

/** Whether a proof counts (it is then used up), and why not. */
export async function checkProof(
  db: Database,
  proof: { altcha?: string; formToken?: string },
): Promise<{ error: string } | { check: BotCheck }> {
  const secret = await secretOf(db);
  if (proof.altcha) {
    const store: Store = { get: () => undefined, set: () => undefined, setIfAbsent: (id) => useOnce(db, id) };
    const result = await verify(proof.altcha, deriveKey, secret, await deriveHmacKeySecret(secret), store);
    return result.error ? { error: result.error } : { check: 'proofOfWork' };
  }
  const [issued = '', nonce = '', signature = ''] = (proof.formToken ?? '').split('.');
  const expected = Buffer.from(sign(secret, `${issued}.${nonce}`));
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), expected)) {
    return { error: 'The form token is not ours' };
  }
  const age = Date.now() / 1000 - Number(issued);
  if (age < FORM_DELAY_MIN_S) return { error: 'The form was sent faster than a person types' };
  if (age > PROOF_LIFETIME_S) return { error: 'The form token has expired' };
  if (!(await useOnce(db, `form:${nonce}`))) return { error: 'The form token has been used already' };
  return { check: 'formDelay' };
}

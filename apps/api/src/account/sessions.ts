import { randomUUID } from 'node:crypto';
import {
  type ApiLocale,
  SESSION_COOKIE,
  SESSION_DAYS,
  SIGNED_IN_COOKIE,
  SIGNIN_LINK_MINUTES,
} from '@escale/domain';
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { sql } from 'kysely';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { hashOf, newSecret, setSessionCookie } from '../http/sessionCookie';
import { enqueueMail } from '../mail/outbox';
import { signinMail } from './signinMail';

// Signing in by a mailed link (S-349): its token and the session's secret are random, kept only as
// their SHA-256 hashes; a link works once and for SIGNIN_LINK_MINUTES; a session ends on sign-out.

type Deps = Pick<AppDeps, 'db' | 'now' | 'mailer'>;

/** Queues the mail with a new link for the address; the caller answers the same whoever asks. */
export async function sendSigninLink(
  deps: Deps,
  request: { email: string; locale: ApiLocale; origin: string },
): Promise<void> {
  const token = newSecret();
  const id = randomUUID();
  const expires = new Date(deps.now().getTime() + SIGNIN_LINK_MINUTES * 60_000);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('customer_signin_links')
      .values({
        id,
        token_hash: hashOf(token),
        email: request.email,
        locale: request.locale,
        origin: request.origin,
        expires_at: expires,
      })
      .execute();
    await enqueueMail(trx, signinMail({ id, email: request.email, locale: request.locale, token }));
  });
  deps.mailer?.kick();
}

export type LinkProblem = 'SIGNIN_LINK_USED' | 'SIGNIN_LINK_EXPIRED' | 'SIGNIN_LINK_UNKNOWN';

/**
 * Uses the link once: the customer (created at their first sign-in) gets a new session. A link used
 * already, past its time or never sent is refused, and says which.
 */
export async function useSigninLink(
  deps: Deps,
  token: string,
): Promise<
  | { ok: true; sessionToken: string; origin: string; locale: ApiLocale; customerId: string }
  | { ok: false; problem: LinkProblem; locale?: ApiLocale }
> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('customer_signin_links')
      .selectAll()
      .where('token_hash', '=', hashOf(token))
      .forUpdate()
      .executeTakeFirst();
    if (!link) return { ok: false, problem: 'SIGNIN_LINK_UNKNOWN' } as const;
    const locale = link.locale as ApiLocale;
    if (link.used_at !== null) return { ok: false, problem: 'SIGNIN_LINK_USED', locale } as const;
    if (link.expires_at.getTime() <= now.getTime()) {
      return { ok: false, problem: 'SIGNIN_LINK_EXPIRED', locale } as const;
    }
    await trx.updateTable('customer_signin_links').set({ used_at: now }).where('id', '=', link.id).execute();
    const customer =
      (await trx
        .selectFrom('customers')
        .select('id')
        .where(sql`lower(email)`, '=', link.email.toLowerCase())
        .executeTakeFirst()) ??
      (await trx
        .insertInto('customers')
        .values({ id: randomUUID(), email: link.email })
        .returning('id')
        .executeTakeFirstOrThrow());
    const sessionToken = newSecret();
    await trx
      .insertInto('customer_sessions')
      .values({
        id: randomUUID(),
        token_hash: hashOf(sessionToken),
        customer_id: customer.id,
        expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      })
      .execute();
    return { ok: true, sessionToken, origin: link.origin, locale, customerId: customer.id } as const;
  });
}

/** The session's cookie (HttpOnly) and the readable "signed in" one. */
export function setSessionCookies(c: Context, sessionToken: string): void {
  const maxAgeSeconds = SESSION_DAYS * 86_400;
  setSessionCookie(c, SESSION_COOKIE, sessionToken, { maxAgeSeconds });
  setSessionCookie(c, SIGNED_IN_COOKIE, randomUUID(), { maxAgeSeconds, httpOnly: false });
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: '/' });
}

/** The signed-in customer's id, or 401 UNAUTHENTICATED. */
export async function customerIdOf(deps: Pick<AppDeps, 'db' | 'now'>, c: Context): Promise<string> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    const session = await deps.db
      .selectFrom('customer_sessions')
      .select('customer_id')
      .where('token_hash', '=', hashOf(token))
      .where('ended_at', 'is', null)
      .where('expires_at', '>', deps.now())
      .executeTakeFirst();
    if (session) return session.customer_id;
  }
  throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to see your account');
}

/** Ends the cookie's session in the database; nothing to end is no error. */
export async function endSession(deps: Pick<AppDeps, 'db' | 'now'>, c: Context): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    await deps.db
      .updateTable('customer_sessions')
      .set({ ended_at: deps.now() })
      .where('token_hash', '=', hashOf(token))
      .where('ended_at', 'is', null)
      .execute();
  }
  clearSessionCookies(c);
}

import { STAFF_SESSION_COOKIE } from '@escale/domain';
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import * as oidc from 'openid-client';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { hashOf, newSecret, setSessionCookie } from '../http/sessionCookie';
import type { StaffAuthConfig } from './config';

/** The cookie holding a staff session's token: HttpOnly, SameSite=Lax, Secure on https. */
export const STAFF_COOKIE = STAFF_SESSION_COOKIE;
/** A sign-in must come back from the identity provider within 10 minutes. */
const SIGN_IN_SECONDS = 10 * 60;

export interface Staff {
  email: string;
  name: string;
}

export interface StaffAuth {
  config: StaffAuthConfig;
  db: Database;
  now: () => Date;
}

/** Only a path of the shop itself: never another site (`//host`, `/\host`, a scheme). */
export function safeReturnPath(returnTo: string | undefined): string {
  return returnTo && /^\/(?![/\\])/.test(returnTo) ? returnTo : '/';
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The provider's configuration, discovered once; a failed discovery is tried again next time. */
function providerOf(config: StaffAuthConfig): Promise<oidc.Configuration> {
  const key = `${config.issuer} ${config.clientId}`;
  let discovery = discovered.get(key);
  if (!discovery) {
    discovery = oidc
      .discovery(
        new URL(config.issuer),
        config.clientId,
        config.clientSecret,
        undefined,
        config.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered.delete(key);
        throw error;
      });
    discovered.set(key, discovery);
  }
  return discovery;
}

/**
 * Starts a sign-in: the state, nonce and PKCE verifier are kept in the database until the
 * provider sends the staff member back; answers the provider's authorization URL.
 */
export async function startSignIn(auth: StaffAuth, returnTo: string, uiLocale: string): Promise<string> {
  const provider = await providerOf(auth.config).catch(() => {
    throw new ApiError(503, 'INTERNAL', 'The staff identity provider does not answer');
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const now = auth.now();
  await auth.db
    .deleteFrom('staff_sign_ins')
    .where('created_at', '<', new Date(now.getTime() - SIGN_IN_SECONDS * 1000))
    .execute();
  await auth.db
    .insertInto('staff_sign_ins')
    .values({ state, code_verifier: verifier, nonce, return_to: safeReturnPath(returnTo), created_at: now })
    .execute();
  return oidc.buildAuthorizationUrl(provider, {
    redirect_uri: auth.config.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ui_locales: uiLocale,
  }).href;
}

const refused = (why: string) => new ApiError(400, 'SIGN_IN_FAILED', why);

/**
 * The provider's answer: its sign-in is taken once, the code exchanged with the verifier, and a
 * session opened under a new cookie. Answers where the staff member goes back to.
 */
export async function finishSignIn(auth: StaffAuth, c: Context): Promise<string> {
  const search = new URL(c.req.url).search;
  const state = new URLSearchParams(search).get('state') ?? '';
  const now = auth.now();
  const signIn = await auth.db
    .deleteFrom('staff_sign_ins')
    .where('state', '=', state)
    .where('created_at', '>', new Date(now.getTime() - SIGN_IN_SECONDS * 1000))
    .returningAll()
    .executeTakeFirst();
  if (!signIn) throw refused('This sign-in is unknown, used or expired');
  const provider = await providerOf(auth.config);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(
      provider,
      new URL(`${auth.config.redirectUri}${search}`),
      {
        pkceCodeVerifier: signIn.code_verifier,
        expectedState: signIn.state,
        expectedNonce: signIn.nonce,
        idTokenExpected: true,
      },
    );
    claims = tokens.claims();
  } catch {
    throw refused('The identity provider refused the sign-in');
  }
  const email = typeof claims?.email === 'string' ? claims.email : null;
  if (!claims || !email) throw refused('The identity provider named no e-mail');
  const token = newSecret();
  const expires = new Date(now.getTime() + auth.config.sessionSeconds * 1000);
  await auth.db
    .insertInto('staff_sessions')
    .values({
      token_hash: hashOf(token),
      subject: claims.sub,
      email,
      name: typeof claims.name === 'string' ? claims.name : email,
      created_at: now,
      expires_at: expires,
    })
    .execute();
  setSessionCookie(c, STAFF_COOKIE, token, {
    maxAgeSeconds: auth.config.sessionSeconds,
    secure: auth.config.redirectUri.startsWith('https:'),
  });
  return signIn.return_to;
}

/** The staff member whose live session the request's cookie holds, or null. */
export async function staffOf(auth: Pick<StaffAuth, 'db' | 'now'>, c: Context): Promise<Staff | null> {
  const token = getCookie(c, STAFF_COOKIE);
  if (!token) return null;
  const session = await auth.db
    .selectFrom('staff_sessions')
    .select(['email', 'name'])
    .where('token_hash', '=', hashOf(token))
    .where('expires_at', '>', auth.now())
    .executeTakeFirst();
  return session ?? null;
}

/** The staff member of the request, or 401 (no session) for a privilege of customer-care mode. */
export async function requireStaff(auth: Pick<StaffAuth, 'db' | 'now'>, c: Context): Promise<Staff> {
  const staff = await staffOf(auth, c);
  if (!staff) throw new ApiError(401, 'STAFF_ONLY', 'Customer-care mode needs a staff sign-in');
  return staff;
}

/** Ends the request's session, in the database and in the browser. */
export async function signOut(auth: Pick<StaffAuth, 'db'>, c: Context): Promise<void> {
  const token = getCookie(c, STAFF_COOKIE);
  if (token) await auth.db.deleteFrom('staff_sessions').where('token_hash', '=', hashOf(token)).execute();
  deleteCookie(c, STAFF_COOKIE, { path: '/' });
}

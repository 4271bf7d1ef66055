import { createHash, randomBytes } from 'node:crypto';
import { isHttpsRequest } from '@escale/domain';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';

// The customer's and the staff's sessions, and the customer's mailed links, are random secrets that
// the database keeps only as their SHA-256 hashes: a copy of the database opens no session.

/** A new secret for a cookie or a link. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** What the database keeps of a secret. */
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether the visitor reached us over https (the shop's proxy says so in X-Forwarded-Proto). */
export const isHttps = (c: Context) =>
  isHttpsRequest({ url: c.req.url, header: (name) => c.req.header(name) });

/**
 * A session's cookie for the whole site: SameSite=Lax, Secure on https (or when `secure` says so),
 * and HttpOnly unless the page must read it.
 */
export function setSessionCookie(
  c: Context,
  name: string,
  value: string,
  {
    maxAgeSeconds,
    httpOnly = true,
    secure = false,
  }: { maxAgeSeconds: number; httpOnly?: boolean; secure?: boolean },
): void {
  setCookie(c, name, value, {
    path: '/',
    sameSite: 'Lax',
    secure: secure || isHttps(c),
    httpOnly,
    maxAge: maxAgeSeconds,
  });
}

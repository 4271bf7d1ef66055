import { SESSION_COOKIE, STAFF_SESSION_COOKIE } from '@escale/domain';

// The API's calls made by the shop's server on the visitor's behalf carry the visitor's sessions, the
// customer's and the staff member's, and no other cookie of the browser's. (The browser's own calls
// carry them through the same-origin proxy.)

const SESSIONS = [SESSION_COOKIE, STAFF_SESSION_COOKIE] as const;
type SessionCookie = (typeof SESSIONS)[number];

const cookieValue = (cookies: string, name: string) =>
  new RegExp(`(?:^|;\\s*)${name}=([\\w-]+)`).exec(cookies)?.[1];

/** A `cookie` header with the named sessions of the request (all of them unless named); none without one. */
export function sessionCookieHeader(
  request: Request,
  names: readonly SessionCookie[] = SESSIONS,
): Record<string, string> {
  const cookies = request.headers.get('cookie') ?? '';
  const pairs = names.flatMap((name) => {
    const value = cookieValue(cookies, name);
    return value ? [`${name}=${value}`] : [];
  });
  return pairs.length ? { cookie: pairs.join('; ') } : {};
}

/** The staff session's cookie alone. */
export const staffCookieHeader = (request: Request) => sessionCookieHeader(request, [STAFF_SESSION_COOKIE]);

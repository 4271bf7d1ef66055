import { STAFF_SESSION_COOKIE, type Staff } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { ApiRequestError, apiGet } from './api';

const sessionCookie = new RegExp(`(?:^|;\\s*)${STAFF_SESSION_COOKIE}=([\\w-]+)`);

/**
 * The staff session's cookie for the API's calls made by the shop's server on the visitor's behalf;
 * none without one. (The browser's own calls carry it through the same-origin proxy.)
 */
export function staffCookieHeader(request: Request): Record<string, string> {
  const token = sessionCookie.exec(request.headers.get('cookie') ?? '')?.[1];
  return token ? { cookie: `${STAFF_SESSION_COOKIE}=${token}` } : {};
}

/**
 * The staff member signed in on this browser, as the API knows the session (000 §6, G-05): every
 * customer-care privilege depends on it, never on the URL alone. No cookie, no call.
 */
export async function loadStaff(request: Request, locale: Locale): Promise<Staff | null> {
  const headers = staffCookieHeader(request);
  if (!headers.cookie) return null;
  return apiGet('/api/staff/session', locale, {}, 'staff', undefined, headers).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  });
}

import type { Staff } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { ApiRequestError, apiGet } from './api';
import { staffCookieHeader } from './sessionCookies.server';

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

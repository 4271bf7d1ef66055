// Customer-care mode's tools (000 §6, 002 §4 Other; S-445).

/** The mode's URL parameter (G-05): `?mode=CUSTOMER_CARE` on, `?mode=PUBLIC` off. */
export const CUSTOMER_CARE_PARAM = 'mode';

/**
 * The link a customer is given for the page staff are on (S-445): the same path, query and hash
 * (from the staff's host, or a path) on the public host, without the mode that only staff use.
 */
export function publicLinkOf(hrefOrPath: string, publicOrigin: string): string {
  const url = new URL(hrefOrPath, 'http://staff.invalid');
  url.searchParams.delete(CUSTOMER_CARE_PARAM);
  const search = url.searchParams.toString();
  return `${publicOrigin.replace(/\/$/, '')}${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/** Where a staff sign-in starts, coming back to `returnTo`, the provider speaking `languageTag`. */
export function staffSignInHref(returnTo: string, languageTag: string): string {
  const query = new URLSearchParams({ returnTo, uiLocale: languageTag });
  return `/api/staff/signin?${query}`;
}

export const STAFF_SIGN_OUT_ACTION = '/api/staff/signout';

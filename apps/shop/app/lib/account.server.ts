import { accountRoutes, type Customer, type IssueCode, issueCodeOf, marketHref } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { redirect } from 'react-router';
import type { Answer, AnswerName } from './answers.server';
import { ApiRequestError, apiGet, apiPostForm, apiPostJson } from './api';
import { marketOfRequest } from './market';
import { sessionCookieHeader } from './sessionCookies.server';

// The account's pages read the API as the visitor: the loaders pass on the browser's sessions, so
// that the API answers with the signed-in customer's data and nobody else's (S-349, G-64).

/** An account answer as the visitor: null when nobody is signed in (401). */
export async function asVisitor<K extends AnswerName>(
  request: Request,
  locale: Locale,
  path: string,
  answer: K,
): Promise<Answer<K> | null> {
  try {
    return await apiGet(path, locale, {}, answer, request.signal, sessionCookieHeader(request));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in customer, or null for a guest. */
export const customerOfRequest = (request: Request, locale: Locale): Promise<Customer | null> =>
  asVisitor(request, locale, '/api/account/me', 'customer');

/** The sign-in page, coming back to the page asked for. */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const { marketPath } = marketOfRequest(request);
  return redirect(marketHref(marketPath ?? '', accountRoutes.signIn(`${url.pathname}${url.search}`)));
}

/** The page's data for a signed-in customer, or a redirect to sign in. */
export async function requireAnswer<K extends AnswerName>(
  request: Request,
  locale: Locale,
  path: string,
  answer: K,
): Promise<Answer<K>> {
  const found = await asVisitor(request, locale, path, answer);
  if (!found) throw signInRedirect(request);
  return found;
}

/** Asks the API to mail a sign-in link; the visitor's address is what the limit counts. */
export async function askSignInLink(
  body: { email: string; locale: Locale; origin: string },
  clientAddress: string,
): Promise<{ sent: true } | { refusal: 'tooMany' | 'failed' } | { emailIssue: IssueCode }> {
  try {
    await apiPostJson('/api/account/signin', body, 'signInSent', {
      headers: { 'x-forwarded-for': clientAddress },
    });
    return { sent: true };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429) return { refusal: 'tooMany' };
    if (error instanceof ApiRequestError && error.status === 400) {
      const issues = (error.body as { error?: { issues?: { path: string; message: string }[] } })?.error
        ?.issues;
      const email = issues?.find((issue) => issue.path === 'email');
      if (email) return { emailIssue: issueCodeOf(email.message) };
    }
    return { refusal: 'failed' };
  }
}

/** Changes the profile's names as the visitor: the customer, or the API's issues by field. */
export async function saveProfile(
  request: Request,
  names: { firstName: string; lastName: string },
): Promise<{ customer: Customer } | { issues: Partial<Record<'firstName' | 'lastName', IssueCode>> } | null> {
  try {
    const customer = await apiPostJson('/api/account/profile', names, 'customer', {
      headers: sessionCookieHeader(request),
    });
    return { customer };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    if (error instanceof ApiRequestError && error.status === 400) {
      const issues =
        (error.body as { error?: { issues?: { path: string; message: string }[] } })?.error?.issues ?? [];
      return {
        issues: Object.fromEntries(
          issues
            .filter((issue) => issue.path === 'firstName' || issue.path === 'lastName')
            .map((issue) => [issue.path, issueCodeOf(issue.message)]),
        ),
      };
    }
    throw error;
  }
}

/** Ends the session in the API; answers the cookies it clears, to pass on to the browser. */
export async function signOut(request: Request): Promise<string[]> {
  const response = await apiPostForm(
    '/api/account/signout',
    new URLSearchParams(),
    sessionCookieHeader(request),
  );
  return response.headers.getSetCookie();
}

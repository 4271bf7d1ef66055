import { accountRoutes, marketHref, safeOrigin } from '@escale/domain';
import type { MessageId } from '@escale/i18n';
import { translate } from '@escale/i18n/core';
import { data, redirect } from 'react-router';
import {
  askSignInLink,
  asVisitor,
  customerOfRequest,
  requireAnswer,
  saveProfile,
  signInRedirect,
  signOut,
} from './account.server';
import { cacheHeaders } from './cachePolicy';
import { marketOfRequest } from './market';
import { postedForm } from './postedForm.server';

// The account's pages (S-349, S-355, G-49, G-64), read as the visitor: each loader passes on the
// browser's cookie, so the API answers with the signed-in customer's data and nobody else's.

export const ACCOUNT_PAGES = {
  home: { path: '/account', title: 'account.metaTitle' },
  signIn: { path: '/account/signin', title: 'account.signIn.title' },
  signOut: { path: '/account/signout', title: 'header.signOut' },
  trips: { path: '/account/trips', title: 'header.trips' },
  wishlist: { path: '/account/wishlist', title: 'header.accountWishlist' },
  profile: { path: '/account/settings/profile', title: 'header.profile' },
} as const satisfies Record<string, { path: string; title: MessageId }>;
export type AccountPageKind = keyof typeof ACCOUNT_PAGES;

const SIGNIN_PROBLEMS = ['used', 'expired', 'unknown'] as const;

/** Which account page a request is for, from its path after the market's. */
function pageOf(request: Request, marketPath: string): AccountPageKind {
  const path = new URL(request.url).pathname.slice(marketPath.length).replace(/\/$/, '');
  const found = (Object.keys(ACCOUNT_PAGES) as AccountPageKind[]).find(
    (kind) => ACCOUNT_PAGES[kind].path === path,
  );
  return found ?? 'home';
}

function headOf(request: Request) {
  const { locale, origin, marketPath } = marketOfRequest(request);
  const market = marketPath ?? '';
  const page = pageOf(request, market);
  return {
    page,
    path: ACCOUNT_PAGES[page].path,
    locale,
    origin,
    marketPath: market,
    title: translate(locale, ACCOUNT_PAGES[page].title),
    description: translate(locale, 'account.home.guest'),
  };
}

const privately = { headers: cacheHeaders('private') };

async function pageData(request: Request, head: ReturnType<typeof headOf>) {
  const { locale } = head;
  switch (head.page) {
    case 'signIn': {
      const search = new URL(request.url).searchParams;
      const problem = search.get('problem');
      return {
        page: head.page,
        token: search.get('token')?.slice(0, 200) ?? null,
        origin: safeOrigin(search.get('origin'), head.marketPath),
        problem: SIGNIN_PROBLEMS.find((known) => known === problem) ?? null,
        signedOut: search.has('signedOut'),
      };
    }
    case 'trips':
      return { page: head.page, ...(await requireAnswer(request, locale, '/api/account/trips', 'trips')) };
    case 'profile':
      return {
        page: head.page,
        customer: await requireAnswer(request, locale, '/api/account/me', 'customer'),
      };
    case 'wishlist': {
      const account = await asVisitor(request, locale, '/api/account/wishlist', 'accountWishlist');
      return { page: head.page, accountItems: account?.items ?? null };
    }
    case 'signOut':
      return { page: head.page, email: (await customerOfRequest(request, locale))?.email ?? null };
    case 'home':
      return { page: head.page, email: (await customerOfRequest(request, locale))?.email ?? null };
  }
}

export async function accountLoader(request: Request) {
  const head = headOf(request);
  return data({ ...head, ...(await pageData(request, head)) }, privately);
}

/** The forms of the sign-in, profile and sign-out pages. */
export async function accountAction(request: Request, clientAddress: string) {
  const head = headOf(request);
  const form = await postedForm(request);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  if (head.page === 'signOut') {
    const headers = new Headers(privately.headers);
    for (const cookie of await signOut(request)) headers.append('Set-Cookie', cookie);
    const signIn = marketHref(head.marketPath, accountRoutes.signIn('')).replace(/origin=$/, 'signedOut=1');
    return redirect(signIn, { headers });
  }
  if (head.page === 'profile') {
    const saved = await saveProfile(request, { firstName: text('firstName'), lastName: text('lastName') });
    if (!saved) throw signInRedirect(request);
    return data(
      { form: 'profile' as const, ...saved },
      { ...privately, status: 'issues' in saved ? 400 : 200 },
    );
  }
  if (head.page !== 'signIn') throw new Response(null, { status: 405 });
  const email = text('email');
  const origin = safeOrigin(text('origin'), head.marketPath);
  const answer = await askSignInLink({ email, locale: head.locale, origin }, clientAddress);
  const status =
    'sent' in answer ? 200 : 'emailIssue' in answer ? 400 : answer.refusal === 'tooMany' ? 429 : 503;
  return data({ form: 'signIn' as const, email, ...answer }, { ...privately, status });
}

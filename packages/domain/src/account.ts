import type { Trip } from './api/account';
import { ACCOUNT_REQUESTS, type AccountRequest } from './header';
import { BUYER_NAME_PATTERN, BUYER_TEXT_MAX } from './orderFields';
import { accountRoutes, marketHref } from './routes';
import type { WishlistItem } from './wishlist';

// The customer's account (002 §2 Routes and links, Header; 001 §6 Roles; S-349, S-355, G-06, G-49,
// G-64): signing in by an e-mailed link, the page to come back to, the profile's names and the
// wishlist kept on both sides.

/** How long a sign-in link works, and how long a session lasts. */
export const SIGNIN_LINK_MINUTES = 15;
export const SESSION_DAYS = 30;

/** The HttpOnly cookie holding the session's secret, and the readable one that only says "signed in". */
export const SESSION_COOKIE = 'escale_session';
export const SIGNED_IN_COOKIE = 'escale_account';

/**
 * The page to come back to after signing in (S-349): a path of this site only, never another site's
 * address (`//evil.example`, `https://…`, `/\evil`), and under the market's path; anything else is
 * the market's account entry.
 */
export function safeOrigin(origin: string | null | undefined, marketPath: string): string {
  const fallback = marketHref(marketPath, accountRoutes.trips());
  // The URL parser reads a backslash as a slash and drops tabs and line breaks, as a browser does: such a path
  // that leads to another host is caught by the origin's check below.
  if (!origin?.startsWith('/') || origin.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(origin, 'http://shop.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://shop.invalid') return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const market = marketPath === '' ? '/' : marketPath;
  const inMarket =
    market === '/' || path === market || path.startsWith(`${market}/`) || path.startsWith(`${market}?`);
  if (!inMarket) return fallback;
  // Coming back to the sign-in or sign-out page would only ask again.
  if (/\/account\/(signin|signout)(?:[/?#]|$)/.test(url.pathname)) return fallback;
  return path;
}

/** The request a hash `#r=…` names on the account entry (S-355, G-06); none for any other value. */
export function accountRequestOf(hash: string): AccountRequest | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('r');
  const found = (Object.keys(ACCOUNT_REQUESTS) as AccountRequest[]).find(
    (key) => ACCOUNT_REQUESTS[key] === value,
  );
  return found;
}

/** The issue of a name field, as the API's answer codes it. */
export type ProfileIssue = 'MANDATORY' | 'TEXT_ONLY' | 'INVALID';

/** The profile's editable names: letters, spaces, hyphens and apostrophes, 1 to 50 characters each. */
export function profileIssues(names: {
  firstName: string;
  lastName: string;
}): Partial<Record<'firstName' | 'lastName', ProfileIssue>> {
  const issues: Partial<Record<'firstName' | 'lastName', ProfileIssue>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = names[field].trim();
    if (value === '') issues[field] = 'MANDATORY';
    else if (value.length > BUYER_TEXT_MAX[field]) issues[field] = 'INVALID';
    else if (!BUYER_NAME_PATTERN.test(value)) issues[field] = 'TEXT_ONLY';
  }
  return issues;
}

const keyOf = (item: Pick<WishlistItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

/**
 * The wishlist at sign-in (G-49): the browser's items first, then the account's that the browser
 * did not have, each once; `toSend` are the browser's items the account lacks.
 */
export function mergeWishlists(
  local: readonly WishlistItem[],
  account: readonly WishlistItem[],
): { items: WishlistItem[]; toSend: WishlistItem[] } {
  const inAccount = new Set(account.map(keyOf));
  const inLocal = new Set(local.map(keyOf));
  return {
    items: [...local, ...account.filter((item) => !inLocal.has(keyOf(item)))],
    toSend: local.filter((item) => !inAccount.has(keyOf(item))),
  };
}

/** What changed between two states of the wishlist: the items to put and the ones to delete. */
export function wishlistChanges(
  before: readonly WishlistItem[],
  after: readonly WishlistItem[],
): { added: WishlistItem[]; removed: WishlistItem[] } {
  const had = new Set(before.map(keyOf));
  const has = new Set(after.map(keyOf));
  return {
    added: after.filter((item) => !had.has(keyOf(item))),
    removed: before.filter((item) => !has.has(keyOf(item))),
  };
}

/** What a trip is, as its line in the trips page names it: a product's label, or a gift card's amount. */
export function tripProduct(
  summary: Trip['summary'],
): { label: string; place: string | null } | { giftCardAmount: number } {
  if (summary.box) return { label: summary.box.title, place: null };
  if (summary.activity) {
    const { centre } = summary.activity;
    return { label: summary.activity.label, place: `${centre.label}, ${centre.locationLabel}` };
  }
  if (summary.offer) {
    const { hotel } = summary.offer;
    return { label: summary.offer.label, place: `${hotel.label}, ${hotel.locationLabel}` };
  }
  return { giftCardAmount: summary.giftCard?.amount ?? 0 };
}

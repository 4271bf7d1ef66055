import type { ApiLocale } from './api/common';
import { accountRoutes, beneficiaryLoginRoute, marketHref, searchRoute } from './routes';

// The site header and top bar (002 §2 Routes and links, Header, Top bar and menu; §6 Roles; G-05,
// G-06): which gift, wishlist and account entries show, and the shape of their links.

/** The locales whose gift icon opens the gift drawer outside customer-care mode (S-346). */
export const GIFT_DRAWER_LOCALES: readonly ApiLocale[] = [
  'es_ES',
  'nl_BE',
  'fr_BE',
  'it_IT',
  'nl_NL',
  'fr_FR',
];

/** The gift-box shop of each locale, the external site the gift icon and the footer link to. */
export const GIFT_BOX_SHOPS: Record<ApiLocale, string> = {
  fr_FR: 'https://www.escale-coffrets.fr/',
  es_ES: 'https://www.escale-cajas-regalo.es/',
  it_IT: 'https://www.escale-cofanetti.it/',
  nl_NL: 'https://www.escale-cadeaubox.nl/',
  fr_BE: 'https://www.escale-coffrets.be/fr/',
  nl_BE: 'https://www.escale-coffrets.be/nl/',
};

/** The gift-box shop with the header's utm parameters; customer care gets its own medium (S-444). */
export function giftShopHref(locale: ApiLocale, { isCustomerCare }: { isCustomerCare: boolean }): string {
  const url = new URL(GIFT_BOX_SHOPS[locale]);
  url.searchParams.set('utm_source', 'escale');
  url.searchParams.set('utm_medium', isCustomerCare ? 'customer-care' : 'header');
  url.searchParams.set('utm_campaign', 'gift-icon');
  return url.toString();
}

export type HeaderGiftEntry = { kind: 'drawer' } | { kind: 'link'; href: string };

/**
 * What the header's gift icon does (S-346, S-444): it opens the gift drawer in the six locales when
 * there is gift content to show, except in customer-care mode, where the drawer is disabled and the
 * icon links to the gift-box shop with the customer-care utm parameters. Anywhere else it links to
 * the gift-box shop.
 */
export function headerGiftEntry({
  locale,
  isCustomerCare,
  hasGiftContent,
}: {
  locale: ApiLocale;
  isCustomerCare: boolean;
  hasGiftContent: boolean;
}): HeaderGiftEntry {
  if (!isCustomerCare && hasGiftContent && GIFT_DRAWER_LOCALES.includes(locale)) return { kind: 'drawer' };
  return { kind: 'link', href: giftShopHref(locale, { isCustomerCare }) };
}

/** The hash value r of the customer-account route (G-06). */
export const ACCOUNT_REQUESTS = {
  bookingLookup: 'booking-lookup',
  invoiceRequest: 'invoice-request',
} as const;
export type AccountRequest = keyof typeof ACCOUNT_REQUESTS;

/** The customer-account route with the hash key r (S-355): `/fr/account#r=booking-lookup`. */
export function accountRequestHref(marketPath: string, request: AccountRequest): string {
  return marketHref(marketPath, accountRoutes.request(ACCOUNT_REQUESTS[request]));
}

/** The account pages of a market (S-349); `origin` is the page to come back to after signing in. */
export function accountLinks(marketPath: string, origin: string) {
  const href = (route: `/${string}`) => marketHref(marketPath, route);
  return {
    profile: href(accountRoutes.profile()),
    trips: href(accountRoutes.trips()),
    wishlist: href(accountRoutes.wishlist()),
    signIn: href(accountRoutes.signIn(origin)),
    signOut: href(accountRoutes.signOut()),
    beneficiaryLogin: href(beneficiaryLoginRoute()),
  };
}

export interface AccountState {
  /** The customer-account toggle. */
  isEnabled: boolean;
  /** An access-token cookie and a user account id are both there (002 §6). */
  isLoggedIn: boolean;
}

export type HeaderAccountEntry =
  | { kind: 'menu'; links: { profile: string; trips: string; wishlist: string; signOut: string } }
  | { kind: 'signIn'; href: string }
  | { kind: 'bookingLookup'; href: string };

/**
 * The header's account entry (S-347, S-348): with the account toggle on, the account menu for a
 * logged-in customer and the sign-in link for anyone else; with it off, the avatar leads to the
 * booking lookup (G-06). Every link is under the market path.
 */
export function headerAccountEntry(
  account: AccountState,
  { marketPath, currentPath }: { marketPath: string; currentPath: string },
): HeaderAccountEntry {
  const links = accountLinks(marketPath, currentPath);
  if (!account.isEnabled)
    return { kind: 'bookingLookup', href: accountRequestHref(marketPath, 'bookingLookup') };
  if (!account.isLoggedIn) return { kind: 'signIn', href: links.signIn };
  const { profile, trips, wishlist, signOut } = links;
  return { kind: 'menu', links: { profile, trips, wishlist, signOut } };
}

/** Where the header's wishlist button shows (S-350). */
export type WishlistButtonVisibility = 'always' | 'desktop' | 'never';

/**
 * The header's wishlist button is hidden when the account toggle is on (the account menu holds the
 * wishlist), and in Belgium below the desktop breakpoint (S-350).
 */
export function wishlistButtonVisibility({
  isAccountEnabled,
  locale,
}: {
  isAccountEnabled: boolean;
  locale: ApiLocale;
}): WishlistButtonVisibility {
  if (isAccountEnabled) return 'never';
  return locale.endsWith('_BE') ? 'desktop' : 'always';
}

/** The search page of a market, where the empty wishlist's "Add items" leads (S-434). */
export function searchPageHref(marketPath: string): string {
  return marketHref(marketPath, searchRoute('booking'));
}

/** Whether `currentPath` (path, optional query and hash) is the market's search page (S-434). */
export function isSearchPage(currentPath: string, marketPath: string): boolean {
  return currentPath.split(/[?#]/, 1)[0]?.replace(/\/$/, '') === searchPageHref(marketPath);
}

/** The hash keys the checkout back arrow keeps (S-352). */
export const BACK_HASH_KEYS = ['checkin', 'checkout', 'giftNights', 'a', 'c', 'b', 'giftFormat'] as const;

/**
 * The simplified header's back arrow (S-352): the product page with the checkin, checkout,
 * giftNights, a, c, b and giftFormat of the current hash, in that order; nothing else is kept.
 */
export function checkoutBackHref(productHref: string, currentHash: string): string {
  const current = new URLSearchParams(currentHash.replace(/^#/, ''));
  const kept = new URLSearchParams();
  for (const key of BACK_HASH_KEYS) {
    const value = current.get(key);
    if (value !== null && value !== '') kept.set(key, value);
  }
  const hash = kept.toString();
  const base = productHref.split('#', 1)[0] ?? productHref;
  return hash ? `${base}#${hash}` : base;
}

/**
 * A promo-bar link as the page uses it (S-370): an absolute URL on the shop's own origin becomes a
 * path, so the router handles it; paths and other sites' URLs are kept; a URL that does not parse
 * is returned unchanged.
 */
export function promoLinkHref(url: string, siteOrigin: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  return parsed.origin === new URL(siteOrigin).origin
    ? `${parsed.pathname}${parsed.search}${parsed.hash}`
    : url;
}

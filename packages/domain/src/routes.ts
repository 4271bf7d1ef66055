import { DEFAULT_CRITERIA, type SearchCriteria } from './criteria';
import { type Flow, isFlow } from './flows';
import { formatCriteriaHash } from './hash';
import { pageFromSearch } from './pagination';

// Every page of a market as a route under the market's path (DESIGN.md "Markets, locales and URLs"),
// and the one function that puts a route under a market. Content from the API carries routes
// (`/city/annecy`, `/search#theme=12`); the shop and the blocks turn them into hrefs with
// `marketHref`, so no link is written as a bare string anywhere else.

/** A page under a market's path: `/search#…`, `/city/annecy`; `/` is the market's home. */
export type Route = `/${string}`;

/** `https:`, `tel:`, `mailto:` or a protocol-relative URL: another site or app, kept as it is. */
const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export function isAbsoluteUrl(href: string): boolean {
  return ABSOLUTE.test(href);
}

/**
 * The href of a route in a market: `marketHref('/fr', '/city/annecy')` → `/fr/city/annecy`; the
 * home route `/` (with its query or hash) is the market path itself (`/fr?flow=gifting`). Absolute
 * URLs and in-page anchors (`#reviews`) are returned unchanged. A route without its leading slash
 * (content typed by hand) is still read from the market root, never from the current page.
 */
export function marketHref(marketPath: string, route: string): string {
  if (isAbsoluteUrl(route) || route.startsWith('#')) return route;
  const rooted = route.startsWith('/') ? route : `/${route}`;
  if (rooted === '/' || rooted.startsWith('/?') || rooted.startsWith('/#')) {
    return `${marketPath}${rooted.slice(1)}` || '/';
  }
  return `${marketPath}${rooted}`;
}

/** The query string of a route, `?…` or nothing. */
function withQuery(path: Route, query: URLSearchParams, hash = ''): Route {
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}` as Route;
}

/** The home of a flow (S-381): booking is the home itself. */
export function homeRoute(flow: Flow = 'booking'): Route {
  return flow === 'booking' ? '/' : `/?flow=${flow}`;
}

/** The path of a flow's search page: the activity flow has its own (000 §2 Search page). */
export function searchPath(flow: Flow): Route {
  return flow === 'activity' ? '/activities/search' : '/search';
}

/** Whether a search link names its flow in the query: booking is the default, activity has its own path. */
export function flowInQuery(flow: Flow): boolean {
  return flow !== 'booking' && flow !== 'activity';
}

/** What a search page's head keeps of its query (S-451, S-446): the canonical query, and the same with the page. */
export interface SearchPageQuery {
  /** `?flow=gifting` or empty: the query of the canonical and of the pages' links. */
  canonical: string;
  /** The canonical query with the zero-based `page` when past the first. */
  withPage: string;
  page: number;
}

/** The query a search page's canonical and rel links keep: a flow that is not the default, and the page. */
export function searchPageQuery(search: string): SearchPageQuery {
  const flow = new URLSearchParams(search).get('flow');
  const kept = new URLSearchParams();
  if (isFlow(flow) && flowInQuery(flow)) kept.set('flow', flow);
  const canonical = kept.size ? `?${kept}` : '';
  const page = pageFromSearch(search);
  if (page > 0) kept.set('page', String(page));
  return { canonical, withPage: kept.size ? `?${kept}` : '', page };
}

export interface SearchRouteOptions {
  /** `searchbar` when the search starts from the search bar (G-03). */
  from?: 'searchbar';
  /** Zero-based; the first page has no parameter (G-04). */
  page?: number;
}

/**
 * A search (000 §2, §3, G-03, G-04): the flow's path, `flow`, `from` and the zero-based `page` in
 * the query, the criteria in the hash. A search from the search bar always names its flow (S-039);
 * other links leave out the default ones (booking, and activity, whose path names it). Without
 * criteria the route has no hash (the page's own defaults apply).
 */
export function searchRoute(
  flow: Flow,
  criteria?: Partial<SearchCriteria>,
  { from, page }: SearchRouteOptions = {},
): Route {
  const query = new URLSearchParams();
  if (from || flowInQuery(flow)) query.set('flow', flow);
  if (from) query.set('from', from);
  if (page) query.set('page', String(page));
  const hash = criteria ? formatCriteriaHash({ ...DEFAULT_CRITERIA, ...criteria }) : '';
  return withQuery(searchPath(flow), query, hash);
}

/** A city's top-search landing: the city `city-annecy` is `/city/annecy` (002/001 city keys). */
export function cityRoute(cityId: string): Route {
  return `/city/${encodeURIComponent(cityId.replace(/^city-/, ''))}`;
}

/** The city id a landing's slug names: `annecy` → `city-annecy`. */
export function cityIdOfSlug(slug: string): string {
  return `city-${slug}`;
}

/** A stay product page; the gifting flow in the query (002 §2 Routes and links). */
export function stayRoute(offerId: number, flow: Flow = 'booking'): Route {
  return `/stay/${offerId}${flow === 'gifting' ? '?flow=gifting' : ''}`;
}

/** A hotel page. */
export function hotelRoute(hotelId: number): Route {
  return `/hotel/${hotelId}`;
}

/** An activity-only voucher's page. */
export function activityRoute(voucherId: number): Route {
  return `/activity/${voucherId}`;
}

/** The gift-box listing. */
export function giftsRoute(): Route {
  return '/gifts';
}

/** A gift box's detail page: `/gifts/p/{slug}/{code}` (002 §2 Routes). */
export function giftBoxRoute(slug: string, code: string): Route {
  return `/gifts/p/${encodeURIComponent(slug)}/${encodeURIComponent(code)}`;
}

/** The gift card's customisation page (G-63). */
export function giftCardRoute(): Route {
  return '/giftcard/customization';
}

/** The ideas page. */
export function ideasRoute(): Route {
  return '/ideas';
}

/** A landing page. */
export function landingRoute(slug: string): Route {
  return `/lp/${encodeURIComponent(slug)}`;
}

/** The contact page. */
export function contactRoute(): Route {
  return '/contact';
}

/** One of Escale's own content pages (terms, privacy…), by its slug in the market's language. */
export function contentPageRoute(slug: string): Route {
  return `/${encodeURIComponent(slug)}`;
}

/** The booking summary with its hash (S-242, 002 §2). */
export function checkoutRoute(hash: string): Route {
  return `/checkout${hash ? `#${hash}` : ''}`;
}

/** An order's confirmation page. */
export function confirmationRoute(orderUUID: string): Route {
  return `/confirmation/${encodeURIComponent(orderUUID)}`;
}

/** The pages of the customer account (S-349, G-06). */
export const accountRoutes = {
  /** The account entry with the hash key r (S-355): `/account#r=booking-lookup`. */
  request: (request: string): Route => `/account#r=${request}`,
  profile: (): Route => '/account/settings/profile',
  trips: (): Route => '/account/trips',
  wishlist: (): Route => '/account/wishlist',
  /** `origin` is the page to come back to after signing in. */
  signIn: (origin: string): Route => `/account/signin?origin=${encodeURIComponent(origin)}`,
  signOut: (): Route => '/account/signout',
};

/** Where a gift's beneficiary signs in with a voucher code. */
export function beneficiaryLoginRoute(): Route {
  return '/beneficiary/login';
}

/** The staff's funnel by market and day, behind the staff sign-in. */
export function staffFunnelRoute(): Route {
  return '/staff/funnel';
}

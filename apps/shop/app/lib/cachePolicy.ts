// How long browsers and shared caches may keep each kind of answer (CONVENTIONS.md "The shop's
// routes": short stale-while-revalidate for search and offers, long for content).

import { appViewOf } from './market';
import { staffCookieHeader } from './sessionCookies.server';

export const CACHE_POLICIES = {
  /** Search results change with prices and stock: half a minute, then refreshed in the background. */
  search: 'public, max-age=30, stale-while-revalidate=300',
  /** A stay or hotel page at its from-prices. */
  product: 'public, max-age=60',
  /** Editorial pages: a minute, then up to ten refreshed in the background. */
  content: 'public, max-age=60, stale-while-revalidate=600',
  /** A buyer's checkout or order: never kept. */
  private: 'no-store',
  /** A page for one visitor (the native app's view, S-244): the browser's cache only. */
  visitor: 'private, max-age=60',
  /** Built assets, named by their hash. */
  immutable: 'public, max-age=31536000, immutable',
} as const;

export type CachePolicy = keyof typeof CACHE_POLICIES;

/** The headers of a loader's answer under a policy. */
export function cacheHeaders(policy: CachePolicy): { 'Cache-Control': string } {
  return { 'Cache-Control': CACHE_POLICIES[policy] };
}

/** A route's `headers`: its loader's, cache policy included. */
export const loaderHeaders = ({ loaderHeaders: headers }: { loaderHeaders: Headers }) => headers;

/**
 * A page that sets a cookie, or that a cookie changed (the native app's view, S-244), is the
 * visitor's own: a shared cache that kept it would show it to everyone else.
 */
export function keepVisitorPagePrivate(request: Request, headers: Headers): void {
  const { isAppView, setCookie } = appViewOf(request);
  // A staff member's page may show customer-care tools: never shared.
  const isStaff = staffCookieHeader(request).cookie !== undefined;
  if (
    (isAppView || setCookie || isStaff || headers.has('Set-Cookie')) &&
    headers.get('Cache-Control')?.includes('public')
  ) {
    headers.set('Cache-Control', CACHE_POLICIES.visitor);
  }
}

import { marketForPath } from '@escale/i18n/core';

// The shop's Content-Security-Policy (issue 16 §1, docs/decisions.md "Security headers"): scripts
// only from the shop's origin or inline with the request's nonce (React Router's, React's, the
// brand font's), no eval; styles may be inline (`style=` attributes); images, fonts and calls from
// the shop's origin, images also as data: and blob: URLs (the map's icons); nothing framed, and the
// page itself framed by nobody but, for a partner minisite, the partner hosts configured.

/** A fresh nonce: 128 random bits in base64, one per document. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** An origin a partner's page may frame its minisite from: https, a host, maybe a port. */
const FRAMING_ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * Who may frame the page at `pathname`: nobody, except a partner minisite
 * (`/{market}/partner/{url}`), which the origins of `PARTNER_FRAME_ANCESTORS` (space-separated
 * https origins) may frame; anything else in that list is ignored.
 */
export function frameAncestorsOf(
  pathname: string,
  partnerOrigins = process.env.PARTNER_FRAME_ANCESTORS,
): string {
  const market = marketForPath(pathname);
  const isMinisite = market !== undefined && /^\/partner\/[^/]+\/?$/.test(pathname.slice(market.path.length));
  const origins = isMinisite
    ? (partnerOrigins ?? '').split(/\s+/).filter((origin) => FRAMING_ORIGIN.test(origin))
    : [];
  return origins.length > 0 ? origins.join(' ') : "'none'";
}

/** The policy of a shop answer whose inline scripts carry `nonce`. */
export function shopContentSecurityPolicy(nonce: string, frameAncestors = "'none'"): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

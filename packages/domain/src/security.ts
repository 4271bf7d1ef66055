// What every answer of the shop and the API says to the browser about itself (issue 16 §1,
// docs/decisions.md "Security headers"), and how both tell a form sent by another site.

/** A year, in seconds: how long a browser keeps to https once it has seen it. */
const HSTS_MAX_AGE = 31_536_000;

/**
 * The browser features our pages may use, and only in their own frames: the search's "near me"
 * asks for the position; nothing asks for the others, nor may a script injected into a page.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** The API's answers are JSON, PDFs and images: nothing in them may load, run or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers of every answer besides its Content-Security-Policy; HSTS only over https. */
export function baseSecurityHeaders(isHttps: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(isHttps ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}; includeSubDomains` } : {}),
  };
}

/** What of a request tells whether the visitor came over https and from which site. */
export interface RequestSite {
  /** The request's URL as the server received it. */
  url: string;
  header(name: string): string | undefined;
}

/** Whether the visitor reached us over https: the proxy in front says so in X-Forwarded-Proto. */
export function isHttpsRequest(request: RequestSite): boolean {
  const forwarded = request.header('x-forwarded-proto');
  if (forwarded) return forwarded.split(',')[0]?.trim() === 'https';
  return new URL(request.url).protocol === 'https:';
}

/** The methods that change nothing: never refused for their origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request that changes something was sent by another site's page (a form posted to us,
 * a script's fetch): the browser's Sec-Fetch-Site says so, else its Origin compared with the host
 * the visitor asked for (`publicOrigin`, X-Forwarded-Host or Host). A request with neither header
 * comes from no browser page (a server, a command line) and is let through: the cookies it could
 * abuse are a browser's.
 */
export function isCrossSiteRequest(method: string, request: RequestSite, publicOrigin?: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = request.header('sec-fetch-site');
  // `none` is the visitor's own doing (typed, bookmarked); `same-site` is another of our subdomains' pages.
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.header('origin');
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const hosts = [
    request.header('x-forwarded-host')?.split(',')[0]?.trim(),
    request.header('host'),
    new URL(request.url).host,
    publicOrigin ? new URL(publicOrigin).host : undefined,
  ];
  return !hosts.includes(originHost);
}

/**
 * The visitor's address behind the proxies a server trusts: the peer's, unless the peer is one of
 * `trustedProxies`, whose X-Forwarded-For names the address it got the request from last (the
 * right-most entry: the ones before it are what the client itself claimed).
 */
export function visitorAddressOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  if (!peer) return 'unknown';
  if (!trustedProxies.includes(peer)) return peer;
  const last = forwardedFor?.split(',').at(-1)?.trim();
  return last || peer;
}

import {
  API_CONTENT_SECURITY_POLICY,
  baseSecurityHeaders,
  isCrossSiteRequest,
  isHttpsRequest,
  type RequestSite,
} from '@escale/domain';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

// Issue 16 §1 (docs/decisions.md "Security headers"): every answer of the API, JSON, PDF or image,
// says nosniff, the referrer policy, the permissions and HSTS over https, with a policy under which
// nothing in it may load, run or be framed; a request that changes something and that another
// site's page sent is refused before any route reads it, whichever cookie it carries.

const siteOf = (c: Parameters<MiddlewareHandler>[0]): RequestSite => ({
  url: c.req.url,
  header: (name) => c.req.header(name),
});

const withSecurityHeaders = (response: Response, site: RequestSite): Response => {
  const headers = {
    ...baseSecurityHeaders(isHttpsRequest(site)),
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  };
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
};

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  const site = siteOf(c);
  if (isCrossSiteRequest(c.req.method, site)) {
    const refusal = new ApiError(
      403,
      'CROSS_SITE',
      'A request that changes something comes from this site’s own pages',
    );
    return withSecurityHeaders(c.json(refusal.toBody(), 403), site);
  }
  await next();
  withSecurityHeaders(c.res, site);
};

import { apiErrorSchema, SESSION_COOKIE } from '@escale/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support';

// Security on every answer (issue 16 §1, docs/decisions.md "Security headers"): JSON, errors,
// images and redirects say nosniff, the referrer policy and the permissions, with a policy under
// which nothing loads, runs or is framed, and HSTS only over https; a request that changes
// something and that another site's page sent is refused with 403 CROSS_SITE before any route
// reads it, whatever its cookies; the same request from the shop's own pages goes through.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(() => ctx?.close());

const POLICY = "default-src 'none'; frame-ancestors 'none'";

function expectSecurityHeaders(response: Response, what: string) {
  expect(response.headers.get('content-security-policy'), what).toBe(POLICY);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy'), what).toMatch(/camera=\(\).*microphone=\(\)/);
}

const signOut = (headers: Record<string, string>) =>
  ctx.request('/api/account/signout', {
    method: 'POST',
    headers: { cookie: `${SESSION_COOKIE}=x`, ...headers },
  });

describe('the headers of every answer', () => {
  it('JSON, a 400, a 404, an image and a redirect all carry them, and no HSTS over plain http', async () => {
    const answers = {
      json: await ctx.request('/api/health'),
      badRequest: await ctx.request('/api/product/100472?locale=xx'),
      notFound: await ctx.request('/api/nowhere'),
      image: await ctx.request('/api/images/hotel/10001-0/640_360.svg'),
      redirect: await ctx.request('/api/staff/signin?returnTo=%2Ffr'),
    };
    expect(answers.json.status).toBe(200);
    expect(answers.badRequest.status).toBe(400);
    expect(answers.notFound.status).toBe(404);
    expect(answers.image.status).toBe(200);
    expect(answers.image.headers.get('content-type')).toContain('image/svg+xml');
    expect(answers.redirect.status).toBe(303);
    for (const [what, response] of Object.entries(answers)) {
      expectSecurityHeaders(response, what);
      expect(response.headers.get('strict-transport-security'), what).toBeNull();
    }
  });

  it('adds HSTS for a visitor who came over https, as the shop’s proxy tells', async () => {
    const response = await ctx.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expectSecurityHeaders(response, 'https');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('requests that another site’s page sends', () => {
  it('refuses a cookie-authenticated post from another site, by Sec-Fetch-Site or by Origin, with the error shape', async () => {
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://elsewhere.example' },
      { origin: 'null' },
      { origin: 'https://elsewhere.example', 'x-forwarded-host': 'shop.example' },
    ];
    for (const headers of crossSite) {
      const refused = await signOut(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(apiErrorSchema.parse(await refused.json()).error.code).toBe('CROSS_SITE');
      expectSecurityHeaders(refused, 'refusal');
    }
    // A form post of another site's page, as the browser sends it.
    const form = await ctx.request('/api/staff/signout', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: 'https://elsewhere.example',
      },
      body: 'returnTo=%2Ffr',
    });
    expect(form.status).toBe(403);
  });

  it('lets the shop’s own pages, the visitor’s typed address and servers through; a read from anywhere', async () => {
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://shop.example' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://shop.example', 'x-forwarded-host': 'shop.example' },
      {},
    ];
    for (const headers of own) {
      expect((await signOut(headers)).status, JSON.stringify(headers)).toBe(204);
    }
    const read = await ctx.request('/api/health', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(read.status).toBe(200);
  });
});

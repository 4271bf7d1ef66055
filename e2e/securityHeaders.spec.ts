import type { Locale } from '@escale/i18n/core';
import { expect, type Page, type Response, test } from '@playwright/test';
import { giftCardItems, SAMPLE_BUYER } from '../scripts/sample-order.mjs';
import { marketPath, message, ONCE, SHOP_ORIGIN, visit } from './support';

// Security on every answer (issue 16 §1, docs/decisions.md "Security headers"): every page kind
// comes with its Content-Security-Policy, whose nonce every inline script carries, and with the
// other headers; no page breaks the policy; another site's form is refused by the shop and the
// API, the shop's own form without JavaScript still works.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;

/** One page of each kind, under a market's path. */
const PAGE_KINDS = {
  home: '',
  search: '/search',
  activitySearch: '/activities/search',
  stay: '/stay/100472',
  hotel: '/hotel/10047',
  activity: '/activity/50001',
  gifts: '/gifts',
  giftCard: '/giftcard/customization',
  checkout: '/checkout',
  confirmation: '/confirmation/00000000-0000-4000-8000-000000000000',
  contact: '/contact',
  accountSignIn: '/account/signin',
  notFound: '/nowhere-to-be-found',
};

/** The policy violations the page reports, and the browser's console lines about the policy. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = [];
  page.on('console', (line) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(line.text())) {
      consoleLines.push(line.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...consoleLines,
    ...(await page.evaluate(
      () => (window as unknown as { __policyViolations: string[] }).__policyViolations,
    )),
  ];
}

/** The nonce of the answer's script-src, after asserting the policy and the other headers. */
function expectSecurityHeaders(response: Response, url: string): string {
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;\s*)script-src ([^;]+)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc, url).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(scriptSrc, url).not.toContain('unsafe-inline');
  expect(scriptSrc, url).not.toContain('unsafe-eval');
  expect(policy, url).toContain("frame-ancestors 'none'");
  expect(policy, url).toContain("object-src 'none'");
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], url).toContain('camera=()');
  // The journeys' shop is on plain http: no HSTS (the https case is asserted below).
  expect(headers['strict-transport-security'], url).toBeUndefined();
  return /'nonce-([^']+)'/.exec(scriptSrc)?.[1] ?? '';
}

/** Every script of the served HTML that runs inline carries the nonce; data blocks (JSON-LD) run nothing. */
async function expectNoncedScripts(page: Page, response: Response, nonce: string, url: string) {
  const html = await response.text();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => !attributes.includes('application/ld+json'));
  expect(inline.length, url).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes, url).toContain(`nonce="${nonce}"`);
  // In the document too, the streamed parts included: the browser hides the attribute, not the property.
  const nonces = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => script.getAttribute('type') !== 'application/ld+json')
      .map((script) => (script as HTMLScriptElement).nonce),
  );
  expect(nonces.length, url).toBeGreaterThan(0);
  expect(new Set(nonces), url).toEqual(new Set([nonce]));
}

/** The page's answer has the security headers, every inline script the nonce, and nothing broke the policy. */
async function expectPolicyKept(
  page: Page,
  response: Response | null,
  url: string,
  violations: () => Promise<string[]>,
) {
  if (!response) throw new Error(`No answer for ${url}`);
  const nonce = expectSecurityHeaders(response, url);
  await expectNoncedScripts(page, response, nonce, url);
  expect(await violations(), url).toEqual([]);
}

const localesAndKinds: [Locale, (keyof typeof PAGE_KINDS)[]][] = [
  ['fr_FR', Object.keys(PAGE_KINDS) as (keyof typeof PAGE_KINDS)[]],
  ['es_ES', ['home', 'search', 'stay', 'checkout', 'contact']],
  ['nl_BE', ['home', 'hotel', 'activity', 'gifts', 'notFound']],
];

for (const [locale, kinds] of localesAndKinds) {
  test(
    `every page kind in ${locale} comes with its policy, nonced scripts and no violation`,
    ONCE,
    async ({ page }) => {
      const violations = await watchPolicy(page);
      for (const kind of kinds) {
        const url = marketPath(locale, PAGE_KINDS[kind]);
        await expectPolicyKept(page, await visit(page, url), url, violations);
      }
    },
  );
}

test(
  'the Belgian splash, a gift box and a partner minisite come with the policy and break none of it',
  ONCE,
  async ({ page }) => {
    const violations = await watchPolicy(page);
    for (const url of ['/be', '/fr/gifts/p/parenthese-bien-etre/SPA1NEBOX', '/fr/partner/club-lumiere']) {
      const response = await visit(page, url);
      expect(response?.status(), url).toBe(200);
      await expectPolicyKept(page, response, url, violations);
    }
  },
);

test(
  'the lazily loaded map, the next page in the browser, the brand font and the API’s images break no policy',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_FR';
    const violations = await watchPolicy(page);
    await visit(page, `${marketPath(locale, '/search')}#a=2&c=0&b=0&region=region-auvergne-rhone-alpes`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: message(locale, 'map.title') }).click();
    const map = page.getByRole('dialog', { name: message(locale, 'map.title') });
    await expect(map.getByRole('region', { name: message(locale, 'map.label') })).toHaveAttribute(
      'data-ready',
      'true',
    );
    // The base map and its pins are drawn: Leaflet's styles, images and code were all allowed.
    await expect(map.locator('.leaflet-pane path, .leaflet-marker-icon').first()).toBeAttached();
    expect(await violations()).toEqual([]);
    // The brand font stored by the first page is added by the inline script of the next one.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('escale:font:'))),
      )
      .toBe(true);
    await visit(page, marketPath(locale, '/stay/100472'));
    expect(
      await page.evaluate(() => [...document.fonts].some((font) => font.family.includes('Nunito'))),
    ).toBe(true);
    // The API's images, under the API's own strict policy, still draw in the page.
    const photo = page.locator('img[src^="/api/images/"][loading="eager"]').first();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  },
);

test(
  'a real order’s confirmation, read with its access cookie, comes with the policy and breaks none of it',
  ONCE,
  async ({ page, request, context }) => {
    // A gift card bought through the API, as the checkout buys it; its confirmation opens with the
    // cookie the checkout gives the browser that placed it.
    const items = giftCardItems(50);
    const summary = await request.post(`${API}/api/purchase/checkout`, { data: { locale: 'fr_FR', items } });
    const intent = await request.post(`${API}/gateway/psp/intents`, {
      data: { method: 'card', card: { number: '4242424242424242', expiry: '12/30', cvc: '123' } },
    });
    const placed = await request.post(`${API}/route/purchase/orders`, {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        locale: 'fr_FR',
        currency: 'EUR',
        expectedAmount: (await summary.json()).breakdown.totalAmount,
        buyer: SAMPLE_BUYER,
        items,
        pspAuthorization: { paymentIntentId: (await intent.json()).paymentIntentId, paymentMethod: 'CARD' },
      },
    });
    expect(placed.status()).toBe(201);
    const { orderUUID, accessToken } = await placed.json();
    await context.addCookies([
      { name: `escale-order-${orderUUID}`, value: accessToken, url: `${SHOP_ORIGIN}/fr/confirmation/` },
    ]);
    const violations = await watchPolicy(page);
    const url = marketPath('fr_FR', `/confirmation/${orderUUID}`);
    const response = await visit(page, url);
    expect(response?.status()).toBe(200);
    const order = await request.get(`${API}/api/orders/${orderUUID}?locale=fr_FR`, {
      headers: { 'x-order-access': accessToken },
    });
    await expect(page.getByText((await order.json()).reference).first()).toBeVisible();
    await expectPolicyKept(page, response, url, violations);
  },
);

test(
  'HSTS and Secure cookies when the visitor came over https, and the API answers with its own policy',
  ONCE,
  async ({ request }) => {
    const https = { 'x-forwarded-proto': 'https' };
    const page = await request.get('/fr/search?view=app', { headers: https });
    expect(page.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    const cookie =
      page.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie')?.value ?? '';
    expect(cookie).toMatch(/^escale_view=app;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
    const plain = await request.get('/fr/search?view=app');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    // The API's answers, through the shop or not, keep the API's strict policy.
    for (const url of ['/api/health', `${API}/api/health`]) {
      const answer = await request.get(url);
      expect(answer.headers()['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers()['x-content-type-options'], url).toBe('nosniff');
    }
  },
);

test(
  'another site’s form is refused by the shop and by the API with 403 CROSS_SITE',
  ONCE,
  async ({ page, request }) => {
    // A real page of another site that posts the newsletter's form to the shop.
    await page.route('https://elsewhere.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${SHOP_ORIGIN}/fr/newsletter"><input name="email" value="victim@example.com"><button>Go</button></form>`,
      }),
    );
    await page.goto('https://elsewhere.example/');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${SHOP_ORIGIN}/fr/newsletter`),
      page.getByRole('button', { name: 'Go' }).click(),
    ]);
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('CROSS_SITE');
    // The same with an Origin alone (a browser that sends no Sec-Fetch-Site), and at the API.
    const crossSite = { origin: 'https://elsewhere.example' };
    for (const url of [
      '/fr/contact',
      '/api/account/profile',
      `${API}/api/account/signout`,
      `${API}/gateway/logs`,
    ]) {
      const refused = await request.post(url, { headers: crossSite, form: { email: 'victim@example.com' } });
      expect(refused.status(), url).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code, url).toBe('CROSS_SITE');
    }
    // Reading stays open: a GET from anywhere is answered.
    expect((await request.get('/api/health', { headers: crossSite })).status()).toBe(200);
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop’s own form still posts and comes back with the thank-you', ONCE, async ({ page }) => {
    const locale = 'fr_FR';
    await page.goto(marketPath(locale, '/search'));
    const form = page.getByRole('form', { name: message(locale, 'newsletter.title') });
    const email = `policy.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
    await form.getByRole('textbox', { name: message(locale, 'newsletter.email') }).fill(email);
    await form.getByRole('button', { name: message(locale, 'newsletter.subscribe') }).click();
    await expect(page).toHaveURL(
      new RegExp(`${marketPath(locale, '/search')}\\?newsletter=sent#newsletter$`),
    );
    await expect(page.getByText(message(locale, 'newsletter.sent'))).toBeVisible();
  });
});

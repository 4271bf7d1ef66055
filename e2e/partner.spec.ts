import { MINISITE_IDS, type Minisite } from '@escale/domain';
import { type Locale, marketOf } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import { stayOrderItems } from '../scripts/sample-order.mjs';
import { expectAccessible, fillBuyer, fillCard, marketPath, message, ONCE, visit } from './support';

// Partner minisites (002 §2 Partner minisites, §3, §9; S-437…S-440, G-09): each of the six from
// its row of the database, under any market path and always in its own language, in the partner's
// theme, with its banner, logo, stays and conditions; the order of a stay reached from one carries
// its id (S-439); an unknown minisite is the 404 page.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
const URLS = [
  'club-lumiere',
  'avantages-horizon',
  'cse-evasion',
  'rail-escapades',
  'weekends-bruxelles',
  'vlaanderen-uitstappen',
];
/** One minisite of each language runs on mobile too: fr_FR, fr_BE and nl_BE. */
const ON_MOBILE = new Set(['club-lumiere', 'weekends-bruxelles', 'vlaanderen-uitstappen']);

async function minisiteOf(page: Page, url: string): Promise<Minisite> {
  const response = await page.request.get(`${API}/api/minisites/${url}`);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as Minisite;
}

/** The computed `rgb(…)` of a `#rrggbb` colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test(
  'S-438 the six minisites have the ids 360, 250, 244, 97, 30 and 14, partners in France and Belgium',
  ONCE,
  async ({ page }) => {
    const minisites = await Promise.all(URLS.map((url) => minisiteOf(page, url)));
    expect(minisites.map((minisite) => minisite.minisiteId)).toEqual([...MINISITE_IDS]);
    expect(new Set(minisites.map((minisite) => marketOf(minisite.minisiteLocale).country))).toEqual(
      new Set(['FR', 'BE']),
    );
  },
);

for (const url of URLS) {
  test(
    `S-437 S-438 S-440 the minisite ${url}: its banner, logo, stays and conditions in its theme and language`,
    ON_MOBILE.has(url) ? {} : ONCE,
    async ({ page }) => {
      const minisite = await minisiteOf(page, url);
      const locale = minisite.minisiteLocale as Locale;
      const partner = minisite.partnerName ?? '';
      await visit(page, marketPath(locale, `/partner/${url}`));
      await expect(page.locator('html')).toHaveAttribute('lang', marketOf(locale).tag);
      await expect(page.getByRole('heading', { level: 1, name: partner })).toBeVisible();
      await expect(page.getByText(message(locale, 'partner.banner.subtitle', { partner }))).toBeVisible();

      // S-437: the banner's desktop image from 600 px, its mobile image below; the logo when it has one.
      const banner = page.locator('main header').first();
      await expect(banner.locator('picture source')).toHaveAttribute('srcset', minisite.bannerUrls.desktop);
      await expect(banner.locator('picture img')).toHaveAttribute('src', minisite.bannerUrls.mobile);
      const wide = (page.viewportSize()?.width ?? 0) >= 600;
      await expect
        .poll(() => banner.locator('picture img').evaluate((img: HTMLImageElement) => img.currentSrc))
        .toContain(wide ? minisite.bannerUrls.desktop : minisite.bannerUrls.mobile);
      const logo = page.getByRole('img', { name: message(locale, 'partner.logo.alt', { partner }) });
      if (minisite.logoUrl) await expect(logo).toHaveAttribute('src', minisite.logoUrl);
      else await expect(logo).toHaveCount(0);

      // The partner's theme, through resolveTheme: its brand colour (each reads AA under white text as
      // the partner gave it, so resolveTheme keeps it) is the banner's background, not Escale's.
      await expect(banner).toHaveCSS('background-color', rgb(minisite.theme.brand));

      // Its stays, from the search, link to stay pages of the market.
      const stays = page.getByRole('region', { name: message(locale, 'partner.stays.title') });
      await expect(stays.locator(`a[href^="${marketPath(locale, '/stay/')}"]`).first()).toBeVisible();

      // S-440: the conditions as the partner wrote them, when it has some.
      const conditions = page.getByRole('region', { name: message(locale, 'partner.conditions.title') });
      if (minisite.footer) {
        await expect(conditions).toContainText(minisite.footer);
        await expect(conditions).toContainText(
          locale === 'nl_BE'
            ? /tweepersoonskamer bezet door 2 personen/
            : /chambre double occupée par 2 personnes/,
        );
      } else {
        await expect(conditions).toHaveCount(0);
      }
      await expectAccessible(page, `minisite ${url}`);
    },
  );
}

test(
  'S-440 one footer states a starting price for two, and each a booking window of its own',
  ONCE,
  async ({ page }) => {
    const footers = (await Promise.all(URLS.map((url) => minisiteOf(page, url))))
      .map((minisite) => minisite.footer)
      .filter((footer): footer is string => footer !== null);
    expect(footers.filter((footer) => /À partir de \d+ € pour deux/.test(footer))).toHaveLength(1);
    const windows = footers.map((footer) => /(Réservations du|Boekingen van) [^.]+/.exec(footer)?.[0]);
    expect(windows.every(Boolean)).toBe(true);
    expect(new Set(windows).size).toBe(windows.length);
    await visit(page, marketPath('fr_FR', '/partner/club-lumiere'));
    await expect(
      page.getByRole('region', { name: message('fr_FR', 'partner.conditions.title') }),
    ).toContainText(/À partir de 129 € pour deux/);
  },
);

test('G-09 a minisite shows in its own language whatever the market path', async ({ page }) => {
  for (const [market, url, own] of [
    ['es_ES', 'weekends-bruxelles', 'fr_BE'],
    ['fr_FR', 'vlaanderen-uitstappen', 'nl_BE'],
    ['nl_NL', 'club-lumiere', 'fr_FR'],
  ] as const) {
    await visit(page, marketPath(market, `/partner/${url}`));
    await expect(page).toHaveURL(new RegExp(`${marketPath(own, `/partner/${url}`)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', marketOf(own).tag);
    await expect(page.getByRole('region', { name: message(own, 'partner.stays.title') })).toBeVisible();
  }
});

test('G-09 an unknown minisite url is the 404 page', async ({ page }) => {
  for (const locale of ['fr_FR', 'fr_BE', 'it_IT'] as const) {
    const response = await page.goto(marketPath(locale, '/partner/no-such-partner'));
    expect(response?.status()).toBe(404);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(
      page.getByRole('heading', { level: 1, name: message(locale, 'notFound.title') }),
    ).toBeVisible();
  }
  await expectAccessible(page, 'unknown minisite');
});

/** The checkout's pay button whatever its amount (a card's automatic discount may lower it, S-159). */
function anyPayButton(page: Page, locale: Locale) {
  const [before = '', after = ''] = message(locale, 'checkout.pay', { amount: '\u0000' }).split('\u0000');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${literal(before)}.+${literal(after)}$`) });
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A stay of the minisite's list with a checkin it still sells for 2 nights, and its checkout hash and total. */
async function bookableStayOf(page: Page, offerId: number, locale: Locale) {
  const start = addDays(new Date().toISOString().slice(0, 10), 35 + Math.floor(Math.random() * 120));
  for (let offset = 0; offset < 60; offset += 1) {
    const checkin = addDays(start, offset);
    const quote = await page.request.get(
      `${API}/api/product/${offerId}/quote?locale=${locale}&checkin=${checkin}&nights=2`,
    );
    if (quote.status() !== 200) continue;
    const activities = ((await quote.json()) as { activityDates: { activityId: number }[] }).activityDates;
    const activityDates = activities.map((a) => `${a.activityId}_${addDays(checkin, 1)}`).join(',');
    const response = await page.request.post(`${API}/api/purchase/checkout`, {
      data: {
        locale,
        items: stayOrderItems(
          offerId,
          checkin,
          activities.map((a) => a.activityId),
        ),
      },
    });
    if (response.status() !== 200) continue;
    const summary = (await response.json()) as {
      breakdown: { totalAmount: number };
      cancellationPolicy: { isCancellable: boolean };
    };
    const hash = `id=${offerId}&offerId=${offerId}&a=2&c=0&b=0&checkin=${checkin}&night=2${activityDates ? `&activityDates=${activityDates}` : ''}`;
    return { hash, summary };
  }
  throw new Error(`No bookable night for ${offerId}`);
}

test('S-439 a stay reached from a minisite is ordered with the minisite’s id', async ({ page }) => {
  const locale: Locale = 'fr_BE';
  const minisite = await minisiteOf(page, 'weekends-bruxelles');
  await visit(page, marketPath(locale, '/partner/weekends-bruxelles'));
  const stays = page.getByRole('region', { name: message(locale, 'partner.stays.title') });
  const href = await stays
    .locator(`a[href^="${marketPath(locale, '/stay/')}"]`)
    .first()
    .getAttribute('href');
  const offerId = Number(/\/stay\/(\d+)/.exec(href ?? '')?.[1]);
  expect(offerId).toBeGreaterThan(0);
  // The visitor goes on to the stay and books it in the same tab.
  await visit(page, href ?? '');
  const { hash, summary } = await bookableStayOf(page, offerId, locale);
  await visit(page, `${marketPath(locale, '/checkout')}#${hash}`);
  await fillBuyer(page, locale);
  const terms = message(
    locale,
    summary.cancellationPolicy.isCancellable ? 'insuranceChoice.flexible' : 'insuranceChoice.nonCancellable',
  );
  await page.getByRole('radio', { name: new RegExp(terms) }).check();
  await fillCard(page, locale, '4242 4242 4242 4242');
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/checkout'),
  );
  await anyPayButton(page, locale).click();
  const body = (await posted).postData() ?? '';
  expect(new URLSearchParams(body).get('minisite') ?? body).toBe(String(minisite.minisiteId));
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/);
});

test('S-439 a stay ordered outside any minisite carries none', ONCE, async ({ page }) => {
  const locale: Locale = 'fr_FR';
  const { hash, summary } = await bookableStayOf(page, 100472, locale);
  await visit(page, `${marketPath(locale, '/checkout')}#${hash}`);
  await fillBuyer(page, locale);
  const terms = message(
    locale,
    summary.cancellationPolicy.isCancellable ? 'insuranceChoice.flexible' : 'insuranceChoice.nonCancellable',
  );
  await page.getByRole('radio', { name: new RegExp(terms) }).check();
  await fillCard(page, locale, '4242 4242 4242 4242');
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/checkout'),
  );
  await anyPayButton(page, locale).click();
  expect((await posted).postData() ?? '').not.toMatch(/(^|&|name=")minisite/);
  await expect(page).toHaveURL(/\/confirmation\//);
});

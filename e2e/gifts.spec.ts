import type { BoxSummary } from '@escale/domain';
import type { Locale } from '@escale/i18n/core';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectAccessibleOverlay,
  marketPath,
  message,
  ONCE,
  onceBeyondFirst,
  selectMapPin,
  visit,
} from './support';

// The box shop (001 §2.8; S-292…S-301, S-452): the listing of e-boxes, a box's page with its
// format drawer, its stays page after page and on a map.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;

async function boxesOf(request: APIRequestContext, locale: Locale): Promise<BoxSummary[]> {
  const response = await request.get(`${API}/gateway/boxes/search?locale=${locale}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { boxes: BoxSummary[] }).boxes;
}

const boxPage = (locale: Locale, box: BoxSummary) => marketPath(locale, box.uri);

for (const [index, locale] of (['fr_FR', 'es_ES', 'nl_BE'] as const).entries()) {
  test(
    `S-298 S-452 the ${locale} box listing shows the market's e-boxes, noindex, follow`,
    onceBeyondFirst(index),
    async ({ page, request }) => {
      const boxes = await boxesOf(request, locale);
      await visit(page, marketPath(locale, '/gifts'));
      await expect(
        page.getByRole('heading', { level: 1, name: message(locale, 'boxListing.title') }),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(boxes.length);
      const [first] = boxes as [BoxSummary];
      const card = cards.first();
      await expect(card.getByRole('link', { name: first.title })).toHaveAttribute(
        'href',
        boxPage(locale, first),
      );
      // S-300: what the box holds, one line each.
      await expect(card.getByRole('listitem')).toHaveCount(first.includedContent.split('\n').length);
      await expectAccessible(page, `${locale} box listing`);
      await card.getByRole('link', { name: first.title }).click();
      await expect(page).toHaveURL(new RegExp(`${boxPage(locale, first)}$`));
      await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    },
  );
}

test(
  'S-292 S-300 S-299 a box page shows the box, its promo and its alternates in every market',
  ONCE,
  async ({ page, request }) => {
    const box = (await boxesOf(request, 'fr_FR')).find((candidate) => candidate.price.promo > 5);
    if (!box) throw new Error('No box on promotion');
    await visit(page, boxPage('fr_FR', box));
    await expect(page.getByRole('heading', { level: 1, name: box.title })).toBeVisible();
    const includes = page.getByRole('region', { name: message('fr_FR', 'box.includes') });
    await expect(includes.getByRole('listitem')).toHaveText(box.includedContent.split('\n'));
    await expect(page.getByText(`-${box.price.promo}`).first()).toBeVisible();
    await expect(
      page.getByText(message('fr_FR', 'box.validity', { months: 18 }), { exact: true }),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${boxPage('fr_FR', box)}$`),
    );
    const spanish = (await boxesOf(request, 'es_ES')).find((candidate) => candidate.code === box.code);
    await expect(page.locator('link[rel="alternate"][hreflang="es-ES"]')).toHaveAttribute(
      'href',
      new RegExp(`/es/gifts/p/${spanish?.slug}/${box.code}$`),
    );
    await expectAccessible(page, 'box page');
  },
);

test(
  'a box page under another slug answers 301 to its own; an unknown code is the 404 page',
  ONCE,
  async ({ request }) => {
    const [box] = (await boxesOf(request, 'fr_FR')) as [BoxSummary];
    const moved = await request.get(marketPath('fr_FR', `/gifts/p/old-name/${box.code}`), {
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(boxPage('fr_FR', box));
    const missing = await request.get(marketPath('fr_FR', '/gifts/p/any/NOSUCHEBOX'));
    expect(missing.status()).toBe(404);
  },
);

/** The box of a family sold in both formats. */
async function boxInBothFormats(request: APIRequestContext): Promise<BoxSummary> {
  const [digital, physical] = await Promise.all([
    boxesOf(request, 'fr_FR'),
    request
      .get(`${API}/gateway/boxes/search?locale=fr_FR&medium=physical`)
      .then(async (response) => ((await response.json()) as { boxes: BoxSummary[] }).boxes),
  ]);
  const box = digital.find((candidate) =>
    physical.some((other) => other.code === candidate.code.replace(/EBOX$/, 'BOX')),
  );
  if (!box) throw new Error('No box in both formats');
  return box;
}

test('S-293 S-294 Offer opens the format drawer; the format rewrites the path and Confirm goes to the checkout', async ({
  page,
  request,
}) => {
  const box = await boxInBothFormats(request);
  const physicalCode = box.code.replace(/EBOX$/, 'BOX');
  await visit(page, boxPage('fr_FR', box));
  const offer = page.getByRole('button', { name: message('fr_FR', 'box.offer') });
  await offer.click();
  const drawer = page.getByRole('dialog', { name: message('fr_FR', 'boxFormat.title') });
  await expect(drawer).toBeVisible();
  const digital = drawer.getByRole('radio', { name: new RegExp(message('fr_FR', 'boxFormat.digital')) });
  await expect(digital).toBeChecked();
  const confirm = drawer.getByRole('link', { name: message('fr_FR', 'boxFormat.confirm') });
  await expect(confirm).toHaveAttribute('href', `/fr/checkout#code=${box.code}&giftFormat=digital`);
  await expectAccessibleOverlay(page, '[role="dialog"]', 'box format drawer');
  // S-262: the physical format's tag says what it adds once the shipping cost is known.
  const physicalLabel = drawer.getByText(new RegExp(`^${message('fr_FR', 'boxFormat.physical')} \\+\\d`));
  await physicalLabel.click();
  await expect(page).toHaveURL(new RegExp(`/fr/gifts/p/${box.slug}/${physicalCode}\\?giftFormat=physical$`));
  await expect(
    drawer.getByRole('radio', { name: new RegExp(message('fr_FR', 'boxFormat.physical')) }),
  ).toBeChecked();
  await expect(confirm).toHaveAttribute('href', `/fr/checkout#code=${physicalCode}&giftFormat=physical`);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(offer).toBeFocused();
});

/** The number of hotels a box is used in. */
async function totalOf(request: APIRequestContext, box: BoxSummary): Promise<number> {
  const response = await request.get(`${API}/gateway/boxes/${box.code}/offers?locale=fr_FR`);
  return ((await response.json()) as { searchDetails: { totalCount: number } }).searchDetails.totalCount;
}

/** Requests for a page of a box's stays, by page number. */
function boxOfferPages(page: Page): number[] {
  const pages: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      /\/gateway\/boxes\/[A-Z0-9]+\/offers$/.test(url.pathname) &&
      !url.searchParams.has('performMapSearch')
    ) {
      pages.push(Number(url.searchParams.get('page')));
    }
  });
  return pages;
}

test('S-296 S-297 the stays of a box load 8 at a time as the list ends, until a page is empty', async ({
  page,
  request,
}) => {
  const [box] = (await boxesOf(request, 'fr_FR')) as [BoxSummary];
  const totalCount = await totalOf(request, box);
  expect(totalCount).toBeGreaterThan(8);
  const asked = boxOfferPages(page);
  await visit(page, boxPage('fr_FR', box));
  const list = page.getByRole('region', { name: message('fr_FR', 'boxOffers.title') });
  await expect(list.getByText(message('fr_FR', 'boxOffers.count', { count: totalCount }))).toBeVisible();
  // The server rendered the first page.
  await expect(list.getByRole('article')).toHaveCount(8);
  expect(asked).toEqual([]);
  const more = list.getByRole('button', { name: message('fr_FR', 'boxOffers.more') });
  for (let loaded = 8; loaded < totalCount; loaded += 8) {
    await more.scrollIntoViewIfNeeded();
    await expect(list.getByRole('article')).toHaveCount(Math.min(loaded + 8, totalCount));
  }
  // The page after the last card comes back empty: the list ends.
  await more.scrollIntoViewIfNeeded().catch(() => undefined);
  await expect(more).toBeHidden();
  expect(asked.at(-1)).toBe(Math.ceil(totalCount / 8));
  expect(new Set(asked).size).toBe(asked.length);
  await expectAccessible(page, 'box stays, all loaded');
});

test(
  'S-301 a page of stays that fails shows the error and a retry that loads it',
  ONCE,
  async ({ page, request }) => {
    const [box] = (await boxesOf(request, 'fr_FR')) as [BoxSummary];
    let isFailing = true;
    await page.route(/\/gateway\/boxes\/[A-Z0-9]+\/offers\?.*page=1&/, (route) =>
      isFailing ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
    );
    await visit(page, boxPage('fr_FR', box));
    const list = page.getByRole('region', { name: message('fr_FR', 'boxOffers.title') });
    // The end of the list in view asks for the next page.
    await list.getByRole('article').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(list.getByRole('alert')).toContainText(message('fr_FR', 'box.error'));
    await expectAccessible(page, 'box stays, failed page');
    isFailing = false;
    await list.getByRole('button', { name: message('fr_FR', 'boxOffers.retry') }).click();
    await expect(list.getByRole('article')).toHaveCount(Math.min(16, await totalOf(request, box)));
    await expect(list.getByRole('alert')).toHaveCount(0);
  },
);

test("S-296 the map shows a box's hotels, and a hotel's card", async ({ page, request }) => {
  const locale = 'fr_FR';
  const [box] = (await boxesOf(request, locale)) as [BoxSummary];
  await visit(page, boxPage(locale, box));
  const open = page.getByRole('button', { name: message(locale, 'boxOffers.map') });
  await open.click();
  const map = page.getByRole('dialog', { name: message(locale, 'map.title') });
  await selectMapPin(map, locale);
  await expect(map.getByRole('article')).toBeVisible();
  await expectAccessibleOverlay(page, '[role="dialog"]', 'box map with a pin selected');
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();
  await expect(open).toBeFocused();
});

test(
  'S-304 es_ES: the gifting home shows the best e-boxes, each leading to its page',
  ONCE,
  async ({ page, request }) => {
    const locale = 'es_ES';
    const response = await request.get(`${API}/gateway/boxes/search?locale=${locale}&medium=digital`);
    const best = ((await response.json()) as { boxes: BoxSummary[] }).boxes.slice(0, 4);
    expect(best.length).toBeGreaterThan(0);
    await visit(page, `${marketPath(locale, '/')}?flow=gifting`);
    const block = page.getByRole('group', { name: 'Nuestras cajas regalo favoritas' });
    await block.scrollIntoViewIfNeeded();
    const links = block.getByRole('link');
    await expect(links).toHaveCount(best.length);
    for (const [index, box] of best.entries())
      await expect(links.nth(index)).toHaveAttribute('href', boxPage(locale, box));
    // See all leads to the listing, and a box to its page.
    await expect(page.getByRole('link', { name: /Nuestras cajas regalo favoritas/ })).toHaveAttribute(
      'href',
      marketPath(locale, '/gifts'),
    );
    await expectAccessible(page, `${locale} gifting home with the best boxes`);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${boxPage(locale, best[0] as BoxSummary)}$`));
    await expect(page.getByRole('heading', { level: 1, name: best[0]?.title })).toBeVisible();
  },
);

const GIFT_CLAIMS: Partial<Record<Locale, RegExp>> = {
  fr_FR: /15\s?ans de partenariats .* 5\s?000 séjours/,
  it_IT: /15 anni di collaborazione .* 5000 soggiorni/,
  nl_NL: /15 jaar samenwerking .* 5000 verblijven/,
};

for (const [index, locale] of (['fr_FR', 'it_IT', 'nl_NL'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-392 ${locale}: the gift copy claims 15 years of partnerships and 5000 stays`,
    onceBeyondFirst(index),
    async ({ page }) => {
      await visit(page, marketPath(locale, '?flow=gifting'));
      await page
        .getByRole('banner')
        .getByRole('button', { name: message(locale, 'header.gift') })
        .click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText(GIFT_CLAIMS[locale] ?? /^$/)).toBeVisible();
    },
  );
}

import { compiledMessagesFor, type Locale, locales, marketOf, markets } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  isHydratedByReact,
  marketPath,
  message,
  ONCE,
  visit,
  visitAsStaff,
  wishlistButtonOf,
} from './support';

// The pages around the search: markets and their homes, the 404 and expired-offer pages, the
// crash page, the Belgian splash, and what every page tells search engines (000 §2; 002 §2).

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;

test(
  'S-459 every market serves its home and search page in its language',
  ONCE,
  async ({ page, request }) => {
    // What a market serves is its server-rendered HTML: requests, not page visits, for the twelve pages.
    const asHtml = (text: string) =>
      text
        .replace(/&/g, '&amp;')
        .replace(/'/g, '&#x27;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
    for (const locale of locales) {
      const home = await request.get(marketPath(locale));
      expect(home.status()).toBe(200);
      const homeHtml = await home.text();
      expect(homeHtml).toContain(`<html lang="${marketOf(locale).tag}"`);
      expect(homeHtml).toMatch(/<h1[\s>]/);
      const search = await request.get(marketPath(locale, '/search'));
      expect(search.status()).toBe(200);
      const searchHtml = await search.text();
      expect(searchHtml).toContain(`<html lang="${marketOf(locale).tag}"`);
      expect(searchHtml).toContain(asHtml(message(locale, 'searchBox.header.booking')));
    }
    // And the page in a browser, in the last market, as a visitor gets it.
    await visit(page, marketPath('nl_BE', '/search'));
    await expect(page.locator('html')).toHaveAttribute('lang', marketOf('nl_BE').tag);
    await expect(
      page.getByRole('heading', { name: message('nl_BE', 'searchBox.header.booking') }),
    ).toBeVisible();
    await expectAccessible(page, 'nl_BE search');
  },
);

test('/ sends a visitor to the market of their browser language', ONCE, async ({ request }) => {
  for (const [language, path] of [
    ['es-ES,es;q=0.9', '/es'],
    ['nl-BE', '/be/nl'],
    ['it', '/it'],
    ['de-DE', '/fr'],
  ] as const) {
    const response = await request.get('/', { headers: { 'accept-language': language }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(path);
  }
});

test(
  'S-446 S-447 the search page tells search engines its title, canonical and alternates',
  ONCE,
  async ({ page }) => {
    await visit(page, `${marketPath('it_IT', '/search')}?flow=gifting`);
    const head = page.locator('head');
    await expect(page).toHaveTitle(/.+/);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/it\/search\?flow=gifting$/,
    );
    for (const market of markets) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${market.tag}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${market.path}/search\\?flow=gifting$`),
      );
    }
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'it_IT');
  },
);

test(
  'S-183 S-184 S-189 S-448 an unknown page is the 404 page, reported and not indexed',
  ONCE,
  async ({ page }) => {
    const locale: Locale = 'es_ES';
    const report = page.waitForRequest(
      (request) => request.url().endsWith('/error') && request.method() === 'POST',
    );
    const response = await page.goto(marketPath(locale, '/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: message(locale, 'notFound.title') })).toBeVisible();
    await expect(page.getByText(message(locale, 'notFound.text'))).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect((await report).postDataJSON()).toEqual({ uri: '/es/no/such/page', locale });
    await expectAccessible(page, '404');
    await page.getByRole('link', { name: message(locale, 'notFound.home') }).click();
    await expect(page).toHaveURL(/\/es$/);
  },
);

test(
  'S-185 S-186 S-187 S-188 an expired offer of a hotel with other offers suggests them',
  ONCE,
  async ({ page, request }) => {
    const locale: Locale = 'fr_FR';
    const answer = await request.get(`${API}/api/offers.json?locale=${locale}&limit=1`);
    const [offer] = (await answer.json()).exactMatch as { hotel: { id: number; label: string } }[];
    if (!offer) throw new Error('The catalog has no offer');
    await visit(page, `${marketPath(locale, '/stay/99999999')}#hotelId=${offer.hotel.id}`);
    await expect(page.getByRole('heading', { name: message(locale, 'expired.title') })).toBeVisible();
    await expect(page.getByText(message(locale, 'expired.text'))).toBeVisible();
    const carousel = page.getByRole('group', {
      name: message(locale, 'expired.otherOffers', { hotel: offer.hotel.label }),
    });
    await expect(carousel.getByRole('article').first()).toBeVisible();
    await expect(
      page
        .getByRole('form', { name: message(locale, 'searchBox.header.booking') })
        .or(page.getByRole('button', { name: new RegExp(message(locale, 'searchBox.editSearch')) }).first()),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: message(locale, 'articles.title') })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'expired offer');
  },
);

test('S-382 es_ES: the blocks of top results load after the search box, and their cards work', async ({
  page,
}) => {
  const locale = 'es_ES';
  // Their code is not part of the page's first load: it comes once they near the window.
  const html = await (await page.request.get(marketPath(locale))).text();
  const firstLoad = /<script[^>]* type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(firstLoad).toContain('/assets/entry.client-');
  expect(firstLoad).not.toContain('HomeBlocks');
  const blocksCode = page.waitForRequest(/\/assets\/HomeBlocks-/);
  await visit(page, marketPath(locale));
  await blocksCode;
  // Each block renders over the server's markup as it nears the window: the first at once, the last
  // once scrolled to. Then its cards are React's.
  const firstCard = page.locator('#main article').first();
  await expect.poll(() => isHydratedByReact(firstCard.getByRole('heading')).catch(() => false)).toBe(true);
  const card = page.locator('#main article').last();
  expect(await isHydratedByReact(card.getByRole('heading'))).toBe(false);
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydratedByReact(card.getByRole('heading')).catch(() => false)).toBe(true);
  const heart = await wishlistButtonOf(card);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
});

/** Expects the page to have requested the resource whose URL contains `part` after its first paint. */
async function expectRequestedAfterFirstPaint(page: Page, part: string) {
  const [paint, request] = await page.evaluate(
    (urlPart) => [
      performance.getEntriesByName('first-paint')[0]?.startTime,
      performance.getEntriesByType('resource').find((resource) => resource.name.includes(urlPart))?.startTime,
    ],
    part,
  );
  expect(paint).toBeGreaterThan(0);
  expect(request).toBeGreaterThan(paint ?? Number.POSITIVE_INFINITY);
}

test('a page asks for its code once the browser has painted it', ONCE, async ({ page }) => {
  await visit(page, marketPath('fr_FR', '/search'));
  await expectRequestedAfterFirstPaint(page, '/entry.client-');
});

test(
  'a first visit keeps the fallback font and stores the brand font; the next page paints with it',
  ONCE,
  async ({ page }) => {
    const brandFaces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === 'Nunito Sans Variable')
          .map((face) => face.status),
      );
    await visit(page, marketPath('fr_FR', '/stay/100472'));
    // The text stays in the metric-matched fallback: no web font to swap in, so nothing moves.
    expect(await brandFaces()).toEqual([]);
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((node) => getComputedStyle(node).fontFamily),
    ).toMatch(/^"Nunito Sans Variable", "Nunito Sans Fallback"/);
    // Once the page has loaded, the font's bytes go into the browser's storage.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).find((key) => key.startsWith('escale:font:'))),
      )
      .toMatch(/\.woff2$/);
    const [loaded, fontRequest] = await page.evaluate(() => [
      performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number,
      performance.getEntriesByType('resource').find((resource) => resource.name.endsWith('.woff2'))
        ?.startTime,
    ]);
    expect(fontRequest).toBeGreaterThanOrEqual(loaded ?? Number.POSITIVE_INFINITY);

    // The next page adds the stored font before its first paint, without asking the network.
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
    });
    await visit(page, marketPath('fr_FR', '/hotel/10047'));
    expect(await brandFaces()).toEqual(['loaded']);
    expect(fontRequests).toEqual([]);
    expect(await page.evaluate(() => document.fonts.check('16px "Nunito Sans Variable"'))).toBe(true);

    // Bytes that are no font are dropped: the page keeps the fallback, and a later one stores the
    // font again.
    const damaged = await page.evaluate(() => {
      const stored = Object.keys(localStorage).find((name) => name.startsWith('escale:font:')) ?? '';
      localStorage.setItem(stored, btoa('not a font'));
      return { key: stored, value: btoa('not a font') };
    });
    await visit(page, marketPath('fr_FR', '/hotel/10047'));
    expect(await brandFaces()).toEqual(['error']);
    await expect
      .poll(() => page.evaluate(({ key }) => localStorage.getItem(key), damaged))
      .not.toBe(damaged.value);
  },
);

test('S-192 a page that fails to load shows the crash page', ONCE, async ({ page }) => {
  const locale: Locale = 'nl_NL';
  await visit(page, marketPath(locale));
  // The next page's data fails on the server.
  await page.route('**/*.data*', (route) => route.fulfill({ status: 500, body: 'Internal error' }));
  const seeAll = page
    .getByRole('link', { name: new RegExp(`^${message(locale, 'topResults.seeAll')}:`) })
    .first();
  // Until its block hydrates, the link is a plain one that loads the next page whole.
  await expect.poll(() => isHydratedByReact(seeAll)).toBe(true);
  await seeAll.click();
  await expect(page.getByRole('heading', { name: message(locale, 'crash.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: message(locale, 'crash.home') })).toHaveAttribute(
    'href',
    '/nl',
  );
});

test('S-361 the Belgian splash offers both languages and remembers the choice', ONCE, async ({ page }) => {
  // A French browser: the page still speaks both languages, each part marked with its own.
  await page.setExtraHTTPHeaders({ 'accept-language': 'fr-FR' });
  await visit(page, '/be');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mul');
  const dutch = page.getByRole('link', { name: message('nl_BE', 'splash.language') });
  const french = page.getByRole('link', { name: message('fr_BE', 'splash.language') });
  await expect(dutch).toHaveAttribute('href', '/be/nl');
  await expect(french).toHaveAttribute('href', '/be/fr');
  await expect(page.locator('[lang="nl-BE"]', { has: dutch })).toHaveCount(1);
  await expect(page.locator('[lang="fr-BE"]', { has: french })).toHaveCount(1);
  await expectAccessible(page, 'Belgian splash');
  await french.click();
  await expect(page).toHaveURL(/\/be\/fr$/);
  await page.goto('/be');
  await expect(page).toHaveURL(/\/be\/fr$/);
});

test('S-345 S-362 S-363 the header and footer follow the market', async ({ page }) => {
  await visit(page, `${marketPath('fr_BE', '/search')}?flow=gifting`);
  const language = page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${message('fr_BE', 'header.language')}`) });
  await language.click();
  await expect(
    page
      .getByRole('dialog', { name: message('fr_BE', 'header.language') })
      .getByRole('link', { name: 'Nederlands' }),
  ).toHaveAttribute('href', /\/be\/nl/);
  await visit(page, marketPath('fr_FR'));
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${message('fr_FR', 'header.language')}`) }),
  ).toHaveCount(0);
  // External links keep their address (the help centre), on a page deep in the market.
  await visit(page, marketPath('fr_FR', '/search'));
  await expect(
    page.getByRole('banner').getByRole('link', { name: message('fr_FR', 'header.help') }),
  ).toHaveAttribute('href', 'https://faq.escale.travel/fr-fr/');
  const footer = page.getByRole('contentinfo');
  for (const id of [
    'footer.salesTerms',
    'footer.usageTerms',
    'footer.dataProtection',
    'footer.cookies',
    'footer.partnerSignup',
    'footer.pressRoom',
  ] as const) {
    await expect(footer.getByRole('link', { name: new RegExp(`^${message('fr_FR', id)}`) })).toHaveCount(1);
  }
  await visit(page, marketPath('it_IT'));
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: new RegExp(`^${message('it_IT', 'footer.pressRoom')}`) }),
  ).toHaveCount(0);
});

test('the header hydrates at its first use: a key press on the gift icon opens its drawer, and focus returns', async ({
  page,
}) => {
  const locale = 'fr_FR';
  await visit(page, marketPath(locale, '/search'));
  const gift = page.getByRole('banner').getByRole('button', { name: message(locale, 'header.gift') });
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // The page has hydrated: the header is still the server's markup.
  await expect.poll(() => isHydratedByReact(page.getByRole('main'))).toBe(true);
  expect(await isHydratedByReact(gift)).toBe(false);

  await gift.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(gift).toBeFocused();
  expect(await isHydratedByReact(gift)).toBe(true);
});

test('the footer taking over its markup at the end of a page leaves the page where it is', async ({
  page,
}) => {
  const locale = 'it_IT';
  await visit(page, marketPath(locale, '/giftcard/customization'));
  // The page's height the moment the footer's code has replaced its markup, as a press arriving
  // then would see it: a page that shrank, scrolled to its end, would move under the pointer.
  await page.evaluate(() => {
    const heights: number[] = [];
    Object.assign(window, { footerSwapHeights: heights });
    new MutationObserver(() => heights.push(document.documentElement.scrollHeight)).observe(
      document.querySelector('footer')?.parentElement ?? document.body,
      { childList: true },
    );
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.mouse.wheel(0, height);
  const link = page.getByRole('contentinfo').getByRole('link').first();
  await expect.poll(() => isHydratedByReact(link)).toBe(true);
  const swapHeights = await page.evaluate(
    () => (window as unknown as { footerSwapHeights: number[] }).footerSwapHeights,
  );
  expect(swapHeights.length).toBeGreaterThan(0);
  for (const swapHeight of swapHeights) expect(swapHeight).toBe(height);
});

test(
  'G-05 S-444 customer-care mode: on by the URL, kept by the tab only, off by the URL',
  ONCE,
  async ({ page }) => {
    const locale = 'es_ES';
    const gift = (tab = page) =>
      tab
        .getByRole('banner')
        .getByRole(tab === page ? 'link' : 'button', { name: message(locale, 'header.gift') });
    // S-444: in customer-care mode the header's gift entry is a link, not the drawer (for staff).
    await visitAsStaff(page, locale, `${marketPath(locale, '/search')}?mode=CUSTOMER_CARE`);
    await expect(gift()).toHaveAttribute('href', /utm_medium=customer-care/);
    // The tab keeps the mode on a page whose URL does not say it…
    await visit(page, marketPath(locale));
    await expect(gift()).toHaveAttribute('href', /utm_medium=customer-care/);
    // …in sessionStorage, not in a cookie: another tab, the staff session's too, is a visitor's.
    expect((await page.context().cookies()).map((cookie) => cookie.value)).not.toContain('CUSTOMER_CARE');
    const other = await page.context().newPage();
    await visit(other, marketPath(locale));
    await expect(gift(other)).toBeVisible();
    await other.close();
    // ?mode=PUBLIC turns it off for the rest of the tab.
    await visit(page, `${marketPath(locale, '/search')}?mode=PUBLIC`);
    await visit(page, marketPath(locale));
    await expect(
      page.getByRole('banner').getByRole('button', { name: message(locale, 'header.gift') }),
    ).toBeVisible();
  },
);

test(
  'a page carries the messages it shows; the next page reached in the browser waits for the rest',
  ONCE,
  async ({ page }) => {
    const locale = 'it_IT';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const catalogs: string[] = [];
    await page.route('**/messages/**', async (route) => {
      catalogs.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await visit(page, marketPath(locale));
    // The home page's data holds none of the search results' messages, nor those of a closed panel…
    const shown = await page.evaluate(() => document.documentElement.outerHTML);
    expect(shown).not.toContain(message(locale, 'results.label'));
    expect(shown).not.toContain('Non siamo riusciti a trovare la tua posizione');
    expect(message(locale, 'nearby.locationError')).toContain(
      'Non siamo riusciti a trovare la tua posizione',
    );
    // …and the search page, reached before the rest of the catalog has come, waits for it.
    await page
      .getByRole('navigation', { name: message(locale, 'promoBar.label') })
      .getByRole('link')
      .last()
      .click();
    await expect(page).toHaveURL(new RegExp(marketPath(locale, '/search')));
    await expect
      .poll(() => catalogs)
      .toEqual([expect.stringMatching(new RegExp(`^/messages/${locale}/\\w+$`))]);
    release();
    await expect(page.getByRole('region', { name: message(locale, 'results.label') })).toBeVisible();
    const response = await page.request.get(catalogs[0] ?? '');
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(Object.keys(await response.json())).toHaveLength(Object.keys(compiledMessagesFor(locale)).length);
  },
);

test(
  'S-381 S-383 es_ES: the home follows its flow, falls back to booking, and the gift landing test lands on the gifts',
  ONCE,
  async ({ page }) => {
    const locale = 'es_ES';
    const home = (await (
      await page.request.get(
        `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}/content/homepage?locale=${locale}`,
      )
    ).json()) as Record<'booking' | 'gifting' | 'activity', { jumbotron: { title: string } }>;
    for (const [query, flow] of [
      ['?flow=gifting', 'gifting'],
      ['?flow=activity', 'activity'],
      ['?flow=hotel', 'booking'],
      ['?flow=nowhere', 'booking'],
    ] as const) {
      await page.goto(`${marketPath(locale, '/')}${query}`);
      await expect(page.getByRole('heading', { level: 1 }), query).toHaveText(home[flow].jumbotron.title);
    }
    await page.goto(`${marketPath(locale, '/')}?flow=gifting&utm_source=news&utm_content=giftlptest`);
    await expect(page).toHaveURL(
      new RegExp(`${marketPath(locale, '/gifts')}\\?utm_source=news&utm_content=giftlptest$`),
    );
  },
);

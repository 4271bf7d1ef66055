import type { Locale } from '@escale/i18n/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSearchForm } from './searchBox';
import {
  expectAccessible,
  expectAccessibleOverlay,
  isHydratedByReact,
  isMobile,
  marketPath,
  message,
  ONCE,
  selectMapPin,
  visit,
  wishlistButtonOf,
} from './support';

// The search page after a search: filters with their counts, sort, pagination, the map, the
// wishlist and the flow switches (000 §2, §4, §5; 002 §2).

const results = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: message(locale, 'results.label') });

/** The result count the header announces, as a number. */
async function resultCount(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /\d/ }).first();
  await expect(status).toBeVisible();
  return Number((await status.textContent())?.replace(/\D/g, ''));
}

/** Waits for the results of the current URL to be shown (no skeleton, no busy count). */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const hashOf = (page: Page) => Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.slice(1)));

/** Ticks a checkbox as a visitor does, by its label. */
const tick = (checkbox: Locator) => checkbox.locator('xpath=ancestor::label[1]').click();

/** The "N (count)" name of a facet checkbox gives its count. */
async function facetCount(checkbox: Locator): Promise<number> {
  const name =
    (await checkbox.getAttribute('aria-label')) ??
    (await checkbox.evaluate((el) => el.closest('label')?.textContent ?? ''));
  return Number(/\((\d+)\)/.exec(name)?.[1] ?? Number.NaN);
}

test('S-063 S-066 S-073 S-086 fr_FR: filtering by price and stars changes the counts and the results', async ({
  page,
}) => {
  const locale = 'fr_FR';
  await visit(page, marketPath(locale, '/search'));
  await settled(page);
  const before = await resultCount(page);
  const fourStars = (scope: Locator) =>
    scope.getByRole('checkbox', {
      name: new RegExp(`^${message(locale, 'filters.starCount', { stars: 4 })} \\(\\d+\\)$`),
    });

  if (isMobile(page)) {
    await page.getByRole('button', { name: new RegExp(`^${message(locale, 'actionBar.filter')}`) }).click();
    const modal = page.getByRole('dialog', { name: message(locale, 'filters.title') });
    await expect(fourStars(modal)).toBeVisible();
    const starsBefore = await facetCount(fourStars(modal));
    const max = modal.getByRole('textbox', { name: `Maximum ${message(locale, 'filters.pricePerNight')}` });
    await max.fill('120');
    await max.press('Tab');
    // The draft's facets are fetched again: the stars count follows the price.
    await expect.poll(() => facetCount(fourStars(modal))).not.toBe(starsBefore);
    await tick(fourStars(modal));
    await modal.getByRole('button', { name: message(locale, 'filters.confirm') }).click();
    await expect(modal).toBeHidden();
  } else {
    const bar = page.getByRole('group', { name: message(locale, 'filters.title') });
    await bar.getByRole('button', { name: message(locale, 'filters.more') }).click();
    let panel = page.getByRole('dialog', { name: message(locale, 'filters.more') });
    await expect(fourStars(panel)).toBeVisible();
    const starsBefore = await facetCount(fourStars(panel));
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await bar.getByRole('button', { name: message(locale, 'filters.price') }).click();
    const price = page.getByRole('dialog', { name: message(locale, 'filters.price') });
    const max = price.getByRole('textbox', { name: `Maximum ${message(locale, 'filters.pricePerNight')}` });
    await max.fill('120');
    // The draft's count is fetched again; the panel may grow with it, so "See results" is pressed
    // once the count is there, as a visitor would read it first.
    const draftFacets = page.waitForResponse((response) => response.url().includes('/api/facets.json'));
    await max.press('Tab');
    await draftFacets;
    // The count shows again once the draft's facets are in (while they load, the status says so).
    await expect(price.getByRole('status').filter({ hasText: /^\d[\d\s]* résultats?$/ })).toBeVisible();
    await price.getByRole('button', { name: message(locale, 'filters.seeResults') }).click();
    await expect(price).toBeHidden();
    await expect.poll(() => hashOf(page).priceMax).toBe('12000');
    await settled(page);

    await bar.getByRole('button', { name: new RegExp(`^${message(locale, 'filters.more')}`) }).click();
    panel = page.getByRole('dialog', { name: message(locale, 'filters.more') });
    await expect(fourStars(panel)).toBeVisible();
    await expect.poll(() => facetCount(fourStars(panel))).not.toBe(starsBefore);
    await tick(fourStars(panel));
    await panel.getByRole('button', { name: message(locale, 'filters.seeResults') }).click();
  }

  await expect.poll(() => hashOf(page)).toMatchObject({ priceMax: '12000', stars: '4' });
  await settled(page);
  const after = await resultCount(page);
  expect(after).toBeLessThan(before);
  for (const stars of await results(page, locale)
    .getByText(/4 étoiles/)
    .all())
    await expect(stars).toBeVisible();
  await expectAccessible(page, 'filtered results');
});

/** axe on the overlay just opened and what it hides; Escape then closes it. */
async function expectOverlayAccessible(page: Page, overlay: Locator, what: string) {
  await expect(overlay).toBeVisible();
  await expectAccessibleOverlay(page, '[role="dialog"]', `es_ES search, ${what} open`);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}

test('es_ES: the search box passes axe with its suggestions, calendar and travellers open', async ({
  page,
}) => {
  const locale = 'es_ES';
  await visit(page, marketPath(locale, '/search'));
  const form = await openSearchForm(page, locale);
  await form.getByRole('textbox', { name: message(locale, 'destination.label') }).click();
  const destination = form.getByRole('combobox', { name: message(locale, 'destination.label') });
  await destination.pressSequentially('Barcel', { delay: 30 });
  const suggestions = page.getByRole('listbox');
  await expect(suggestions.getByRole('option', { name: 'Barcelona', exact: true }).first()).toBeVisible();
  await expectAccessibleOverlay(page, '[role="listbox"]', 'es_ES search, destination suggestions open');
  // Escape closes the suggestions only, also inside the full-screen form of a phone.
  await page.keyboard.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(destination).toBeFocused();

  await form.getByRole('button', { name: new RegExp(`^${message(locale, 'dates.label')}`) }).click();
  const calendar = page.getByRole('dialog', { name: message(locale, 'calendar.title') });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  await expectOverlayAccessible(page, calendar, 'calendar');
  await form.getByRole('button', { name: new RegExp(`^${message(locale, 'travellers.label')}`) }).click();
  const travellers = page.getByRole('dialog', { name: message(locale, 'travellers.prompt') });
  await expectOverlayAccessible(page, travellers, 'travellers');
});

test("es_ES: the results pass axe with the filters, the sort and a hotel's offers open", async ({ page }) => {
  const locale = 'es_ES';
  await visit(page, marketPath(locale, '/search'));
  await settled(page);
  if (isMobile(page)) {
    await page.getByRole('button', { name: new RegExp(`^${message(locale, 'actionBar.filter')}`) }).click();
    const filters = page.getByRole('dialog', { name: message(locale, 'filters.title') });
    await expectOverlayAccessible(page, filters, 'filters');
    await page.getByRole('button', { name: message(locale, 'actionBar.sort') }).click();
    await expectOverlayAccessible(
      page,
      page.getByRole('dialog', { name: message(locale, 'sort.title') }),
      'sort',
    );
  } else {
    const bar = page.getByRole('group', { name: message(locale, 'filters.title') });
    await bar.getByRole('button', { name: message(locale, 'filters.price') }).click();
    const price = page.getByRole('dialog', { name: message(locale, 'filters.price') });
    await expectOverlayAccessible(page, price, 'price filter');
    await bar.getByRole('button', { name: message(locale, 'filters.more') }).click();
    const more = page.getByRole('dialog', { name: message(locale, 'filters.more') });
    await expectOverlayAccessible(page, more, 'more filters');
  }
  await page
    .getByRole('button', { name: message(locale, 'card.seeOtherOffers') })
    .first()
    .click();
  const offers = page.getByRole('dialog');
  await expect(offers.getByRole('region', { name: message(locale, 'hotelOffers.cheapest') })).toBeVisible();
  await expectOverlayAccessible(page, offers, 'hotel offers');
});

/** A card's price per night, in euros. */
async function cardPrices(page: Page, locale: Locale): Promise<number[]> {
  const texts = await results(page, locale)
    .getByRole('article')
    .getByText(/€\s*\/|€ \//)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

test('S-096 S-097 es_ES: sorting by price orders the cards and drops the page', ONCE, async ({ page }) => {
  const locale = 'es_ES';
  await visit(page, `${marketPath(locale, '/search')}?page=1`);
  await settled(page);
  if (isMobile(page)) {
    await page.getByRole('button', { name: message(locale, 'actionBar.sort') }).click();
    const drawer = page.getByRole('dialog', { name: message(locale, 'sort.title') });
    await drawer.getByRole('option', { name: message(locale, 'sort.priceAsc') }).click();
  } else {
    await page
      .getByRole('combobox', { name: message(locale, 'sort.title') })
      .selectOption({ label: message(locale, 'sort.priceAsc') });
  }
  await expect.poll(() => hashOf(page).sort).toBe('priceAsc');
  expect(new URL(page.url()).searchParams.has('page')).toBe(false);
  // The sorted results replace the first ones once they arrive.
  await expect
    .poll(async () => {
      const prices = await cardPrices(page, locale);
      return prices.length > 3 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
    })
    .toBe(true);
});

test('a sort chosen before the page is interactive is applied once it is (es_ES)', ONCE, async ({ page }) => {
  const locale = 'es_ES';
  // The page's code arrives late, as on a slow phone: the sort is chosen on the server's page.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\.js($|\?)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(marketPath(locale, '/search'), { waitUntil: 'commit' });
  const sort = page.getByRole('combobox', { name: message(locale, 'sort.title') });
  await sort.selectOption({ label: message(locale, 'sort.priceAsc') });
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  releaseScripts();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => hashOf(page).sort).toBe('priceAsc');
  await expect(sort).toHaveValue('priceAsc');
});

test(
  'S-056 it_IT: a failed search shows the error message, not the no-results one',
  ONCE,
  async ({ page }) => {
    const locale = 'it_IT';
    await page.route('**/api/offers.json?**', (route) => route.fulfill({ status: 500, body: '{}' }));
    // The hash's criteria load in the browser, where the results call fails.
    await visit(page, `${marketPath(locale, '/search')}#a=3&c=0&b=0`);
    await expect(page.getByText(message(locale, 'results.error')).first()).toBeVisible();
    await expect(page.getByText(message(locale, 'results.noResults'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: message(locale, 'results.removeAllFilters') })).toHaveCount(
      0,
    );
  },
);

test(
  'S-172 S-173 S-174 S-451 nl_BE: pagination links, legend and rel tags, also after a link is followed',
  ONCE,
  async ({ page }) => {
    const locale = 'nl_BE';
    await visit(page, `${marketPath(locale, '/search')}?flow=hotel`);
    await settled(page);
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(24);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute(
      'href',
      /\/be\/nl\/search\?flow=hotel&page=1$/,
    );
    const pagination = page.getByRole('navigation', { name: message(locale, 'pagination.label') });
    await expect(
      pagination.getByText(message(locale, 'pagination.legend', { from: 1, to: 24, total })),
    ).toBeVisible();
    await pagination.getByRole('link', { name: message(locale, 'pagination.page', { page: 2 }) }).click();
    await expect(page).toHaveURL(/\/be\/nl\/search\?flow=hotel&page=1/);
    await settled(page);
    await expect(
      pagination.getByText(message(locale, 'pagination.legend', { from: 25, to: 48, total })),
    ).toBeVisible();
    // Followed in the browser, the link tags follow the page shown, as the server renders them below.
    const expectSecondPageLinks = async () => {
      await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/be\/nl\/search\?flow=hotel$/);
      await expect(page.locator('link[rel="next"]')).toHaveAttribute(
        'href',
        /\/be\/nl\/search\?flow=hotel&page=2$/,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/be\/nl\/search\?flow=hotel&page=1$/,
      );
    };
    await expectSecondPageLinks();

    await visit(page, `${marketPath(locale, '/search')}?flow=hotel&page=1`);
    await expectSecondPageLinks();
    await expectAccessible(page, 'second page');
  },
);

test('S-176 S-177 S-179 fr_FR: the map shows the results and a pin shows its offer', async ({ page }) => {
  const locale = 'fr_FR';
  await visit(page, `${marketPath(locale, '/search')}#a=2&c=0&b=0&region=region-auvergne-rhone-alpes`);
  await settled(page);
  const open = isMobile(page)
    ? page.getByRole('button', { name: message(locale, 'actionBar.map') })
    : page.getByRole('button', { name: message(locale, 'map.title') });
  await open.click();
  const map = page.getByRole('dialog', { name: message(locale, 'map.title') });
  await expect(map).toBeVisible();
  await selectMapPin(map, locale);
  await expect(map.getByRole('article')).toBeVisible();
  await expectAccessibleOverlay(page, '[role="dialog"]', 'map with a pin selected');
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();
  await expect(open).toBeFocused();
});

test('S-432 S-433 fr_FR: a stay toggled on a card is in the wishlist', ONCE, async ({ page }) => {
  const locale = 'fr_FR';
  await visit(page, marketPath(locale, '/search'));
  await settled(page);
  const card = results(page, locale).getByRole('article').first();
  const label = await card.getByRole('heading').textContent();
  const heart = await wishlistButtonOf(card);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: new RegExp(message(locale, 'wishlist.open')) }).click();
  const drawer = page.getByRole('dialog', { name: message(locale, 'wishlist.title') });
  await expect(drawer.getByText(label ?? '')).toBeVisible();
  await drawer
    .getByRole('button', { name: message(locale, 'wishlist.remove', { label: label ?? '' }) })
    .click();
  await expect(drawer.getByText(message(locale, 'wishlist.empty'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('fr_FR: the cards far below the window are drawn only as they near it', async ({ page }) => {
  await visit(page, marketPath('fr_FR', '/search'));
  const cards = results(page, 'fr_FR').getByRole('article');
  // What the browser skips for now (content-visibility: auto) does not count as visible to it.
  const isDrawn = (card: Locator) =>
    card.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
  // The browser decides what is near at its next rendering update, after the load.
  await expect.poll(() => isDrawn(cards.first())).toBe(true);
  expect(await isDrawn(cards.last())).toBe(false);
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(() => isDrawn(cards.last())).toBe(true);
});

test('fr_FR: the cards after the first row hydrate as they near the window, then work', async ({ page }) => {
  const locale = 'fr_FR';
  await visit(page, marketPath(locale, '/search'));
  await settled(page);
  const cards = results(page, locale).getByRole('article');
  const first = await wishlistButtonOf(cards.first());
  const last = await wishlistButtonOf(cards.last());
  // The first row is in view: its cards' code comes right after the page's.
  await expect.poll(() => isHydratedByReact(first)).toBe(true);
  expect(await isHydratedByReact(last)).toBe(false);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydratedByReact(last)).toBe(true);
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'false');
});

test('S-007 S-049 S-050 S-138 es_ES: switching to gifting and to activities', async ({ page }) => {
  const locale = 'es_ES';
  await visit(page, `${marketPath(locale, '/search')}#a=3&c=0&b=0&sort=priceAsc`);
  await settled(page);
  const flows = page.getByRole('navigation', { name: message(locale, 'flowTabs.label') });

  await flows.getByRole('link', { name: message(locale, 'flowTabs.gifting') }).click();
  await expect(page).toHaveURL(/\/es\/search\?flow=gifting#/);
  // S-098: gifting keeps only priceQuality and distance sorts.
  expect(hashOf(page).sort).toBeUndefined();
  await settled(page);
  await expect(results(page, locale).getByText(message(locale, 'card.seeGift')).first()).toBeVisible();
  await expectAccessible(page, 'gifting results');

  await flows.getByRole('link', { name: message(locale, 'flowTabs.activity') }).click();
  await expect(page).toHaveURL(/\/es\/activities\/search#a=2&c=0&b=0$/);
  await settled(page);
  await expect(results(page, locale).getByText(message(locale, 'card.seeActivity')).first()).toBeVisible();
  // S-007: the activity page has the activity flow's own header (G-21).
  await expect(
    page.getByRole('heading', { name: message(locale, 'searchBox.header.activity') }),
  ).toBeVisible();
  await expectAccessible(page, 'activity results');
});

import type { Locale } from '@escale/i18n/core';
import { expect, test } from '@playwright/test';
import { addChildren, chooseDates, chooseDestination, nextFriday, openSearchForm } from './searchBox';
import { expectAccessible, isMobile, marketPath, message, onceBeyondFirst, visit } from './support';

// A visitor searches a city with dates and travellers from the home page (000 §2, §4; S-001, S-012,
// S-027…S-029, S-038, S-039, S-101): the whole journey in fr_FR on mobile and desktop; in the other
// markets, what differs by market (the city's name in its language, the market's search path and
// result links, axe on the page in its language) from a search of the city alone.

const locale: Locale = 'fr_FR';

test(`S-038 S-039 ${locale}: a city with dates and travellers leads to its results`, async ({ page }) => {
  await visit(page, marketPath(locale));
  await expectAccessible(page, `${locale} home`);

  const form = await openSearchForm(page, locale);
  await chooseDestination(form, locale, 'Anne', 'Annecy');
  const checkin = nextFriday(21);
  const checkout = new Date(Date.parse(`${checkin}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  await chooseDates(form, locale, checkin, checkout);
  await addChildren(form, locale, 1);
  await form.getByRole('button', { name: message(locale, 'searchBox.submit'), exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${marketPath(locale, '/search')}\\?flow=booking&from=searchbar#`));
  const hash = new URLSearchParams(new URL(page.url()).hash.slice(1));
  expect(Object.fromEntries(hash)).toMatchObject({
    a: '2',
    c: '1',
    b: '0',
    s: 'true',
    checkin,
    checkout,
    night: '2',
    city: 'city-annecy',
  });
  const count = page.getByRole('status').filter({ hasText: /\d/ }).first();
  await expect(count).toBeVisible();
  const results = page.getByRole('region', { name: message(locale, 'results.label') });
  await expect(results.getByRole('article').first().getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(
      `^${marketPath(locale, '/stay/')}\\d+#a=2&c=1&b=0&checkin=${checkin}&checkout=${checkout}&night=2$`,
    ),
  );
  await expectAccessible(page, `${locale} results for Annecy`);
});

const markets: { locale: Locale; term: string; city: string; cityId: string }[] = [
  { locale: 'es_ES', term: 'Barcel', city: 'Barcelona', cityId: 'city-barcelona' },
  { locale: 'nl_BE', term: 'Brug', city: 'Brugge', cityId: 'city-bruges' },
];

for (const [index, { locale, term, city, cityId }] of markets.entries()) {
  test(
    `S-038 ${locale}: a city named in the market's language leads to its results`,
    onceBeyondFirst(index),
    async ({ page }) => {
      await visit(page, marketPath(locale));
      const form = await openSearchForm(page, locale);
      await chooseDestination(form, locale, term, city);
      await form.getByRole('button', { name: message(locale, 'searchBox.submit'), exact: true }).click();

      await expect(page).toHaveURL(
        new RegExp(`${marketPath(locale, '/search')}\\?flow=booking&from=searchbar#`),
      );
      expect(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('city')).toBe(cityId);
      const results = page.getByRole('region', { name: message(locale, 'results.label') });
      await expect(results.getByRole('article').first().getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^${marketPath(locale, '/stay/')}\\d+#a=2&c=0&b=0$`),
      );
    },
  );
}

test.describe('before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('S-038 fr_FR: the search box searches a typed city without JavaScript', async ({ page }) => {
    await page.goto(marketPath(locale));
    const heading = message(locale, 'searchBox.header.booking');
    if (isMobile(page)) {
      // The mobile summary unfolds the form in place.
      await page.locator('summary', { hasText: message(locale, 'searchBox.editSearch') }).click();
    }
    const form = page.getByRole('form', { name: heading });
    await form.getByRole('textbox', { name: message(locale, 'destination.label') }).fill('Annecy');
    await form.getByRole('button', { name: message(locale, 'searchBox.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/search\?.*destination=Annecy.*from=searchbar/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Annecy');
    const results = page.getByRole('region', { name: message(locale, 'results.label') });
    await expect(results.getByRole('article').first()).toBeVisible();
    // axe needs JavaScript: these pages are checked with it in the journeys above.
  });
});

import { contentPageSlug, footerPageHref } from '@escale/domain';
import { type Locale, marketOf, markets } from '@escale/i18n/core';
import { expect, test } from '@playwright/test';
import { expectAccessible, marketPath, message, ONCE, onceBeyondFirst, visit } from './support';

// Escale's own pages (the footer's terms, privacy, cookies, partner signup and press room): each
// under its slug in the market's language, with its metadata; any other slug is the 404 page.

const LEGAL = ['salesTerms', 'usageTerms', 'dataProtection', 'privacyPolicy', 'cookies'] as const;

for (const [index, locale] of (['fr_FR', 'es_ES', 'nl_BE'] as const satisfies readonly Locale[]).entries()) {
  test(
    `${locale}: the footer's own pages open from the footer, with their metadata`,
    onceBeyondFirst(index),
    async ({ page }) => {
      await visit(page, marketPath(locale, '/'));
      const footer = page.getByRole('contentinfo');
      for (const id of LEGAL) {
        const link = footer.getByRole('link', { name: new RegExp(`^${message(locale, `footer.${id}`)}`) });
        const href = footerPageHref(locale, marketOf(locale).path, id) as string;
        await expect(link).toHaveAttribute('href', href);
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
      }
      await footer.getByRole('link', { name: new RegExp(`^${message(locale, 'footer.cookies')}`) }).click();
      const cookies = footerPageHref(locale, marketOf(locale).path, 'cookies') as string;
      await expect(page).toHaveURL(new RegExp(`${cookies}$`));
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      // The document's title follows the page once the router has rendered it.
      await expect.poll(async () => (await page.title()) === (await title.textContent())).toBe(true);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${cookies}$`));
      // The same page in the six markets, each under its own slug, and the default for the others.
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(markets.length + 1);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      for (const market of markets) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${market.tag}"]`)).toHaveAttribute(
          'href',
          new RegExp(`${market.path}/${contentPageSlug(market.locale, 'cookies')}$`),
        );
      }
      await expectAccessible(page, `${locale} cookie policy`);
    },
  );
}

test('a slug the market does not have is the 404 page', ONCE, async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The French slug in the Spanish market, and the press room outside fr_FR and es_ES.
  for (const [locale, path] of [
    ['es_ES', '/es/politique-cookies'],
    ['fr_BE', '/be/fr/espace-presse'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: message(locale, 'notFound.title') }),
    ).toBeVisible();
    // The 404 page's code comes after the route's: it hydrates the server's page as it is, without
    // a mismatch that would draw the page again (and shift it) in the browser.
    await page.waitForLoadState('networkidle');
    expect(errors, path).toEqual([]);
  }
});

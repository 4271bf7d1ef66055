import type { Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, marketPath, message, onceBeyondFirst, visit } from './support';

// Banners (002 §2, §3, §4; S-371, S-373, S-375, S-377): the announcement banner at the top of the
// home, search and stay pages, chosen by flow, page and locale, and a targeted banner on searches
// whose theme or city it targets.

const COPY: Record<
  string,
  { home: string; search: string; product: string; wellness: string; paris: string }
> = {
  fr_FR: {
    home: 'Annulation gratuite',
    search: 'taxes comprises',
    product: 'Paiement sécurisé',
    wellness: 'Un week-end pour souffler',
    paris: 'Paris, le temps d’un week-end',
  },
  es_ES: {
    home: 'Cancelación gratuita',
    search: 'impuestos incluidos',
    product: 'Pago seguro',
    wellness: 'Una escapada para desconectar',
    paris: 'París, el tiempo de una escapada',
  },
  nl_BE: {
    home: 'Gratis annuleren',
    search: 'inclusief btw',
    product: 'Veilig betalen',
    wellness: 'Een weekend om op te laden',
    paris: 'Parijs, een weekendje lang',
  },
};

const announcements = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: message(locale, 'announcement.label') });

(['fr_FR', 'es_ES', 'nl_BE'] as const).forEach((locale, index) => {
  const copy = COPY[locale] as (typeof COPY)[string];

  test(
    `S-371 S-373 S-375 ${locale}: announcement banners on home, search and stay, a targeted banner on a search`,
    onceBeyondFirst(index),
    async ({ page }) => {
      // Home: two banners in one band, the first shown, the second after 3000 ms (S-373).
      await visit(page, marketPath(locale, '/'));
      const home = announcements(page, locale);
      await expect(home.locator('strong', { hasText: copy.home })).toBeVisible();
      const slides = home.locator('[data-color]');
      await expect(slides).toHaveCount(2);
      await expect(slides.first()).toHaveAttribute('data-active', 'true');
      await expect(slides.nth(1)).toHaveAttribute('data-active', 'true', { timeout: 6_000 });
      // Pointed at, the rotation holds (WCAG 2.2.2); axe then reads colours that are not mid-fade.
      await home.hover();
      const opacities = () =>
        slides.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));
      await expect.poll(opacities).toEqual(['0', '1']);
      await page.waitForTimeout(3_500);
      await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
      await expectAccessible(page, `${locale} home with its announcement banners`);

      // Search: the search page's banners, and a targeted banner once a theme is searched (S-377).
      await visit(page, marketPath(locale, '/search#a=2&c=0&b=0&theme=12'));
      await expect(announcements(page, locale).getByText(copy.search)).toBeVisible();
      const wellness = page.getByRole('region', { name: copy.wellness });
      await expect(wellness).toBeVisible();
      const ctas = wellness.getByRole('link');
      // The CMS's third call to action has no url: two are shown (S-376).
      await expect(ctas).toHaveCount(2);
      await expect(ctas.first()).toHaveAttribute(
        'href',
        new RegExp(`^${marketPath(locale, '/search')}.*theme=12`),
      );
      await expectAccessible(page, `${locale} search with a targeted banner`);

      // A city landing: the server renders the city's banner with its picture (S-375).
      await visit(page, marketPath(locale, '/city/paris'));
      const paris = page.getByRole('region', { name: copy.paris });
      await expect(paris).toBeVisible();
      await expect(paris.locator('img')).toHaveAttribute('src', /\/api\/images\/content\/.*640_360/);
      await expect(paris).toHaveAttribute('data-image-position', 'right');

      // A stay: the product page's banner, its link under the market.
      await visit(page, marketPath(locale, '/stay/100472'));
      const stay = announcements(page, locale);
      await expect(stay.locator('strong', { hasText: copy.product })).toBeVisible();
      await expect(stay.getByRole('link')).toHaveAttribute('href', marketPath(locale, '/contact'));
      await expectAccessible(page, `${locale} stay with its announcement banner`);
    },
  );
});

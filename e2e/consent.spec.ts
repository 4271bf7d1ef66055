import type { Locale } from '@escale/i18n/core';
import { expect, type Page, type Request, test } from '@playwright/test';
import { expectAccessible, marketPath, message, onceBeyondFirst, visit, withConsent } from './support';

// The consent to audience measurement and the collector (002 §7, §9; S-456, S-457): nothing is
// measured before the visitor chooses; refused, nothing is sent; accepted, the data layer's events
// go to the collector; the choice changes from the footer's cookie page.

test.use({ storageState: withConsent(null) });

/** The collector's hits the page sends, with their bodies. */
function hitsOf(page: Page) {
  const hits: { url: string; body: { clientId: string; sessionId: string; events: { name: string }[] } }[] =
    [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('/analytics/ga/collect/')) {
      hits.push({ url: request.url(), body: request.postDataJSON() });
    }
  });
  return hits;
}

const bannerOf = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: message(locale, 'consent.title') });

for (const [index, locale] of (['fr_FR', 'es_ES', 'nl_BE'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-456 ${locale}: nothing is measured before the visitor chooses, and nothing once they refused`,
    onceBeyondFirst(index),
    async ({ page }) => {
      const hits = hitsOf(page);
      await visit(page, marketPath(locale));
      const banner = bannerOf(page, locale);
      await expect(banner).toBeVisible();
      const refuse = banner.getByRole('button', { name: message(locale, 'consent.refuse') });
      const accept = banner.getByRole('button', { name: message(locale, 'consent.accept') });
      // As easy as one another: the same size.
      expect((await refuse.boundingBox())?.height).toBe((await accept.boundingBox())?.height);
      await expectAccessible(page, `${locale} consent banner`);
      await page.waitForTimeout(1_500);
      expect(hits).toEqual([]);
      await refuse.click();
      await expect(banner).toHaveCount(0);
      await visit(page, marketPath(locale, '/search'));
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(bannerOf(page, locale)).toHaveCount(0);
      await page.waitForTimeout(1_500);
      expect(hits).toEqual([]);
    },
  );
}

for (const [index, locale] of (['it_IT', 'nl_NL', 'fr_BE'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-456 S-457 ${locale}: accepted, the page's events go to the collector; the footer's cookie page changes the choice`,
    onceBeyondFirst(index),
    async ({ page }) => {
      const hits = hitsOf(page);
      await visit(page, marketPath(locale, '/search'));
      await bannerOf(page, locale)
        .getByRole('button', { name: message(locale, 'consent.accept') })
        .click();
      await expect(bannerOf(page, locale)).toHaveCount(0);
      // The events pushed before the choice go too, once it is made.
      await expect
        .poll(() => hits.flatMap((hit) => hit.body.events.map((event) => event.name)))
        .toEqual(expect.arrayContaining(['launchPage', 'view_item_list']));
      const [first] = hits;
      expect(first?.url).toMatch(new RegExp(`/analytics/ga/collect/${locale.toLowerCase()}$`));
      expect(first?.body.clientId).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
      expect(first?.body.sessionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

      // The footer leads to the cookie policy, where the choice changes.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: new RegExp(`^${message(locale, 'footer.cookies')}`) })
        .click();
      const settings = page.getByRole('region', { name: message(locale, 'consent.settingsTitle') });
      await expect(settings.getByRole('status')).toHaveText(message(locale, 'consent.granted'));
      // The same session: the cookie page's hit carries the first one's.
      await expect.poll(() => hits.length).toBeGreaterThan(1);
      expect(new Set(hits.map((hit) => hit.body.sessionId)).size).toBe(1);
      await settings.getByRole('button', { name: message(locale, 'consent.refuse') }).click();
      await expect(settings.getByRole('status')).toHaveText(message(locale, 'consent.denied'));
      await expectAccessible(page, `${locale} consent settings`);
      const sent = hits.length;
      await page
        .getByRole('banner')
        .getByRole('link', { name: message(locale, 'header.home') })
        .click();
      await expect(page).toHaveURL(new RegExp(`${marketPath(locale)}$`));
      await page.waitForTimeout(1_500);
      expect(hits).toHaveLength(sent);
    },
  );
}

test.describe('accepted on an earlier visit', () => {
  test.use({ storageState: withConsent('granted') });

  test('S-456 nl_BE: a visit that starts at the checkout is measured too', async ({ page }) => {
    const locale = 'nl_BE';
    const hits = hitsOf(page);
    await visit(page, `${marketPath(locale, '/checkout')}?id=100472`);
    await expect
      .poll(() => hits.flatMap((hit) => hit.body.events.map((event) => event.name)))
      .toContain('launchPage');
    expect(hits[0]?.url).toMatch(/\/analytics\/ga\/collect\/nl_be$/);
  });
});

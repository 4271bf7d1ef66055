import { type CheckoutSummary, checkoutItems, NO_CHECKOUT_CHOICES, parseCheckoutHash } from '@escale/domain';
import { formatPrice, type Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import { nextFriday } from './searchBox';
import {
  expectAccessible,
  fillBuyer,
  fillCard,
  isMobile,
  marketPath,
  message,
  onceBeyondFirst,
  payButton,
  visit,
} from './support';

// The automatic extra discount (000 §3 autoDiscount, §4 Other, §9; S-159, S-380, G-45): the booking
// promo bar announces 10 % extra, booking cards show "Promo: Save 10% extra" and remember its code
// for the session, and the checkout of a stay takes the 10 % off; gifting cards show no label.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
const SUCCESS_CARD = '4242 4242 4242 4242';

/** The booking promo bar's campaign text (the CMS's 'booking-auto-extra-10'). */
const EXTRA_10: Record<string, string> = {
  fr_FR: '10\u00a0% de réduction supplémentaire appliquée automatiquement sur votre week-end',
  es_ES: '10\u00a0% de descuento adicional aplicado automáticamente a tu escapada',
  nl_BE: 'Automatisch 10% extra korting op je weekendje weg',
};

const results = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: message(locale, 'results.label') });

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What the API prices for the checkout in the page's hash, without a promotion code. */
async function summaryWithoutCode(page: Page, hash: string): Promise<CheckoutSummary> {
  const state = parseCheckoutHash(hash);
  if (!state) throw new Error(`No stay in ${hash}`);
  const response = await page.request.post(`${API}/api/purchase/checkout`, {
    data: { locale: 'fr_FR', items: checkoutItems(state, NO_CHECKOUT_CHOICES) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as CheckoutSummary;
}

(['fr_FR', 'es_ES', 'nl_BE'] as const).forEach((locale, index) => {
  test(
    `S-159 S-380 G-45 ${locale}: the promo bar's 10 % extra, the card label, and 10 % off the stay at checkout; no label in gifting`,
    onceBeyondFirst(index),
    async ({ page }) => {
      test.slow();
      const label = message(locale, 'card.autoDiscount', { discount: 10 });

      // S-380: the booking promo bar announces the automatic 10 % on the home page.
      await visit(page, marketPath(locale, '/'));
      const promoBar = page.getByRole('navigation', { name: message(locale, 'promoBar.label') });
      await expect(promoBar.getByRole('link', { name: EXTRA_10[locale] })).toBeVisible();

      // S-159: a dated booking search shows the label on its cards; G-45: its code is remembered.
      // Each run and market books its own weekend, so reruns on one database find rooms left.
      const checkin = nextFriday(28 + 7 * (index * 12 + Math.floor(Math.random() * 12)));
      const checkout = addDays(checkin, 2);
      await visit(
        page,
        marketPath(locale, `/search#a=2&c=0&b=0&checkin=${checkin}&checkout=${checkout}&night=2`),
      );
      await expect(page.getByRole('navigation', { name: message(locale, 'promoBar.label') })).toContainText(
        EXTRA_10[locale] ?? '',
      );
      const card = results(page, locale).getByRole('article').first();
      await expect(card.getByText(label)).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('escale:autoDiscount')))
        .toBe('AUTO10');
      await expectAccessible(page, `${locale} booking results with the auto-discount label`);

      // The stay, with the search's dates: Book (with its activity days when it has some).
      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/stay/\\d+.*#.*checkin=${checkin}`));
      const panel = page.getByRole('region', { name: message(locale, 'booking.title') });
      const book = panel.getByRole('button', { name: message(locale, 'booking.book'), exact: true });
      await book.click();
      const chooseDays = panel.getByText(message(locale, 'booking.chooseActivityDates'));
      await Promise.race([page.waitForURL(/\/checkout/), chooseDays.waitFor()]);
      if (!/\/checkout/.test(page.url())) {
        const days = panel.getByRole('combobox');
        for (let i = 0; i < (await days.count()); i += 1) await days.nth(i).selectOption({ index: 1 });
        await book.click();
      }
      await expect(page).toHaveURL(new RegExp(`${marketPath(locale, '/checkout')}#`));

      // G-45: the summary takes the automatic code's 10 % off the stay, once.
      const base = await summaryWithoutCode(page, new URL(page.url()).hash);
      const stayAmount = base.breakdown.stayAmount;
      const reduction = Math.floor(stayAmount / 10);
      const total = stayAmount - reduction;
      expect(reduction).toBeGreaterThan(0);
      await expect(payButton(page, locale, total)).toBeVisible();
      if (isMobile(page)) await page.getByText(message(locale, 'bookingSummary.showDetails')).click();
      const line = page.locator('[data-line="promotion"]');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(message(locale, 'bookingSummary.promotion', { code: 'AUTO10' }));
      await expect(line).toContainText(formatPrice(reduction, locale));
      await expect(page.locator('[data-line="total"]')).toContainText(formatPrice(total, locale));
      await expectAccessible(page, `${locale} checkout with the automatic discount`);

      // The order is paid at the reduced total.
      await fillBuyer(page, locale);
      const terms = message(
        locale,
        base.cancellationPolicy.isCancellable ? 'insuranceChoice.flexible' : 'insuranceChoice.nonCancellable',
      );
      await page.getByRole('radio', { name: new RegExp(terms) }).check();
      await fillCard(page, locale, SUCCESS_CARD);
      await payButton(page, locale, total).click();
      await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/);
      await expect(page.getByText(formatPrice(total, locale)).first()).toBeVisible();

      // S-159: the gifting search's cards show no label.
      await visit(page, `${marketPath(locale, '/search')}?flow=gifting#a=2&c=0&b=0`);
      const giftCards = results(page, locale).getByRole('article');
      await expect(giftCards.first()).toBeVisible();
      await expect(results(page, locale).getByText(label)).toHaveCount(0);
    },
  );
});

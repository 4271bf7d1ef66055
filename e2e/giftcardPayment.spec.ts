import type { BoxSummary } from '@escale/domain';
import type { Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import { boughtGift, giftCardItems } from '../scripts/sample-order.mjs';
import {
  expectAccessible,
  fillBuyer,
  fillCard,
  marketPath,
  message,
  ONCE,
  onceBeyondFirst,
  payButton,
  visit,
} from './support';

// A gift card paying at the checkout (002 §3 Booking price breakdown; S-257; issue 13, item 12):
// its number typed and used, the breakdown's gift card line and what is left to pay, then the card
// for the rest, or no payment at all when the gift card pays it all.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;

async function cheapestBox(page: Page, locale: Locale): Promise<BoxSummary> {
  const response = await page.request.get(`${API}/gateway/boxes/search?locale=${locale}`);
  const { boxes } = (await response.json()) as { boxes: BoxSummary[] };
  return boxes.filter((box) => box.format === 'digital').sort((a, b) => a.value - b.value)[0] as BoxSummary;
}

/** Opens the box's checkout, fills the buyer and uses the gift card. */
async function useGiftcard(page: Page, locale: Locale, box: BoxSummary, serial: string) {
  await visit(page, `${marketPath(locale, '/checkout')}#code=${box.code}&giftFormat=digital`);
  await fillBuyer(page, locale);
  // Typed as a person would: lower case, spaces for hyphens.
  await page
    .getByLabel(message(locale, 'checkout.giftcardLabel'), { exact: true })
    .fill(serial.toLowerCase().replaceAll('-', ' '));
  await page.getByRole('button', { name: message(locale, 'checkout.giftcardApply') }).click();
  await expect(
    page.getByText(message(locale, 'bookingSummary.giftcard', { serialNumber: serial })).first(),
  ).toBeAttached();
}

const markets: Locale[] = ['fr_FR', 'es_ES', 'nl_BE'];

markets.forEach((locale, index) => {
  test(
    `S-257 ${locale}: a gift card pays part of a box, the bank card the rest`,
    onceBeyondFirst(index),
    async ({ page }) => {
      const box = await cheapestBox(page, locale);
      const serial = await boughtGift(API, giftCardItems(20));
      await useGiftcard(page, locale, box, serial);
      await expect(page.getByText(message(locale, 'bookingSummary.remaining')).first()).toBeAttached();
      await expectAccessible(page, 'the checkout with a gift card used');
      await fillCard(page, locale, '4242 4242 4242 4242');
      await payButton(page, locale, box.value - 2_000).click();
      await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/);
      await expect(page.locator('[data-amount-paid]')).toHaveAttribute(
        'data-amount-paid',
        String(box.value - 2_000),
      );

      // The card's 20 € are spent: used again, it says so under its field.
      await visit(page, `${marketPath(locale, '/checkout')}#code=${box.code}&giftFormat=digital`);
      const field = page.getByLabel(message(locale, 'checkout.giftcardLabel'), { exact: true });
      await field.fill(serial);
      await page.getByRole('button', { name: message(locale, 'checkout.giftcardApply') }).click();
      await expect(field).toHaveAccessibleDescription(message(locale, 'checkout.giftcardUsedUp'));
    },
  );
});

test('S-257 fr_FR: a gift card that pays it all needs no bank card', ONCE, async ({ page }) => {
  const locale = 'fr_FR';
  const box = await cheapestBox(page, locale);
  const serial = await boughtGift(API, giftCardItems(Math.ceil(box.value / 100)));
  await useGiftcard(page, locale, box, serial);
  await expect(page.getByText(message(locale, 'checkout.giftcardPaysAll'))).toBeVisible();
  await expect(page.getByLabel(message(locale, 'payment.cardNumber'), { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: message(locale, 'checkout.payWithGiftcard') }).click();
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/);
  await expect(page.locator('[data-method]')).toHaveAttribute('data-method', 'GIFTCARD');
  await expectAccessible(page, 'the confirmation of an order paid by gift card');
});

test(
  'S-257 es_ES: the gift card holder reads what is left on it at the beneficiary login',
  ONCE,
  async ({ page }) => {
    const locale = 'es_ES';
    const serial = await boughtGift(API, giftCardItems(30));
    await visit(page, `${marketPath(locale, '/beneficiary/login')}?code=${serial}`);
    await page.getByRole('button', { name: message(locale, 'redemption.showGift') }).click();
    await expect(
      page.getByText(
        new RegExp(`^${message(locale, 'redemption.giftcardBalance', { amount: '30\\s€', date: '.+' })}$`),
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: message(locale, 'redemption.giftcardShop') }),
    ).toHaveAttribute('href', marketPath(locale) || '/');
    await expectAccessible(page, 'a gift card at the beneficiary login');
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'S-257 a gift card typed is priced when the form posts, then the card pays the rest',
    ONCE,
    async ({ page }) => {
      const locale = 'fr_FR';
      const box = await cheapestBox(page, locale);
      const serial = await boughtGift(API, giftCardItems(20));
      await page.goto(`${marketPath(locale, '/checkout')}?code=${box.code}&giftFormat=digital`);
      await fillBuyer(page, locale);
      await page.getByLabel(message(locale, 'checkout.giftcardLabel'), { exact: true }).fill(serial);
      await fillCard(page, locale, '4242 4242 4242 4242');
      await payButton(page, locale, box.value).click();
      // The total to pay changed with the card: the buyer sees it before paying.
      await expect(page.getByRole('alert')).toContainText(
        message(locale, 'checkout.priceChanged', { amount: '§' }).split('§')[0] ?? '',
      );
      // The summary shows the card's part and what is left, priced by the server.
      await expect(page.getByText(message(locale, 'bookingSummary.remaining'))).toBeVisible();
      await expect(page.getByLabel(message(locale, 'checkout.giftcardLabel'), { exact: true })).toHaveValue(
        serial,
      );
      await fillCard(page, locale, '4242 4242 4242 4242');
      await payButton(page, locale, box.value - 2_000).click();
      await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/);
    },
  );
});

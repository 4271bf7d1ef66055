import { isValidVoucherCode } from '@escale/domain';
import { formatPrice, type Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import { stayOrderItems } from '../scripts/sample-order.mjs';
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

// The booking summary, payment and confirmation (002 §2–§5, G-61, G-62): a visitor books a stay
// with the sandbox's cards and reads its confirmation; every amount is the API's.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
// The test-scale weekend with dinner and massage at Le Relais de l'Horloge: 2 nights exactly.
const STAY = 100472;
const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

interface Summary {
  breakdown: { totalAmount: number };
  activities: { activityId: number }[];
  cancellationPolicy: { isCancellable: boolean };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A checkin `weeksAway` weeks from now (or later) that the API still sells for 2 nights, with the
 * summary the API prices for it: each test books its own nights, so runs do not take each other's rooms.
 */
async function bookableStay(
  page: Page,
  weeksAway: number,
): Promise<{ checkin: string; hash: string; summary: Summary }> {
  const start = addDays(
    new Date().toISOString().slice(0, 10),
    weeksAway * 7 + Math.floor(Math.random() * 120),
  );
  for (let offset = 0; offset < 60; offset += 1) {
    const checkin = addDays(start, offset);
    const quote = await page.request.get(
      `${API}/api/product/${STAY}/quote?locale=fr_FR&checkin=${checkin}&nights=2`,
    );
    if (quote.status() !== 200) continue;
    const activities = ((await quote.json()) as { activityDates: { activityId: number }[] }).activityDates;
    const activityDates = activities.map((a) => `${a.activityId}_${addDays(checkin, 1)}`).join(',');
    const hash = `id=${STAY}&offerId=${STAY}&a=2&c=0&b=0&checkin=${checkin}&night=2&activityDates=${activityDates}`;
    const response = await page.request.post(`${API}/api/purchase/checkout`, {
      data: {
        locale: 'fr_FR',
        items: stayOrderItems(
          STAY,
          checkin,
          activities.map((a) => a.activityId),
        ),
      },
    });
    // Another journey may have just booked these nights' last room.
    if (response.status() !== 200) continue;
    return { checkin, hash, summary: (await response.json()) as Summary };
  }
  throw new Error('No bookable stay found');
}

const ownTerms = (locale: Locale, summary: Summary) =>
  message(
    locale,
    summary.cancellationPolicy.isCancellable ? 'insuranceChoice.flexible' : 'insuranceChoice.nonCancellable',
  );

for (const [index, locale] of (['fr_FR', 'nl_NL'] as const).entries()) {
  test(
    `S-336 books a stay with the sandbox card and shows the confirmation with the amount paid (${locale})`,
    onceBeyondFirst(index),
    async ({ page, browser }) => {
      const { hash, summary } = await bookableStay(page, 3);
      await visit(page, `${marketPath(locale, '/checkout')}#${hash}`);
      await expect(
        page.getByRole('heading', { level: 1, name: message(locale, 'checkout.title') }),
      ).toBeVisible();
      const total = summary.breakdown.totalAmount;
      await expect(payButton(page, locale, total)).toBeVisible();
      await expectAccessible(page, 'checkout');

      await fillBuyer(page, locale);
      await page.getByRole('radio', { name: new RegExp(ownTerms(locale, summary)) }).check();
      await fillCard(page, locale, CARDS.success);
      await payButton(page, locale, total).click();

      await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success&gaId=/);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: message(locale, 'confirmation.thankYou', { firstName: 'Camille' }),
        }),
      ).toBeFocused();
      await expect(page.getByText(formatPrice(total, locale)).first()).toBeVisible();
      await expect(page.getByText(/^\d{8}$/)).toBeVisible();
      await expectAccessible(page, 'confirmation');

      // The order's access token stays in this browser, for its confirmation pages only.
      const orderUUID = new URL(page.url()).pathname.split('/').pop();
      const [access] = (await page.context().cookies()).filter((c) => c.name === `escale-order-${orderUUID}`);
      expect(access).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: `${marketPath(locale, '/confirmation')}`,
      });
      // Another browser with the same URL sees no order: the id alone names nobody (issue 16 §2).
      const other = await browser.newContext();
      const stranger = await other.newPage();
      const answer = await stranger.goto(page.url());
      expect(answer?.status()).toBe(404);
      await expect(
        stranger.getByRole('heading', { level: 1, name: message(locale, 'notFound.title') }),
      ).toBeVisible();
      await expect(stranger.getByText('Camille')).toHaveCount(0);
      await other.close();
    },
  );
}

test(
  'a declined card shows the failure and keeps the form; another card then books',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_FR';
    const { hash, summary } = await bookableStay(page, 5);
    await visit(page, `${marketPath(locale, '/checkout')}#${hash}`);
    await fillBuyer(page, locale);
    await page.getByRole('radio', { name: new RegExp(ownTerms(locale, summary)) }).check();
    await fillCard(page, locale, CARDS.declined);
    await payButton(page, locale, summary.breakdown.totalAmount).click();
    await expect(page.getByText(message(locale, 'checkout.declined'))).toBeVisible();
    await expect(page.getByLabel(message(locale, 'buyerForm.firstName'), { exact: true })).toHaveValue(
      'Camille',
    );
    await expect(page.getByLabel(message(locale, 'buyerForm.city'), { exact: true })).toHaveValue('Paris');
    await expect(page.getByLabel(message(locale, 'payment.cardNumber'), { exact: true })).toHaveValue('');
    await expectAccessible(page, 'declined');
    await fillCard(page, locale, CARDS.success);
    await payButton(page, locale, summary.breakdown.totalAmount).click();
    await expect(page).toHaveURL(/\/confirmation\//);
  },
);

test('S-317 asks for the cancellation choice before paying', async ({ page }) => {
  const locale = 'fr_FR';
  const { hash, summary } = await bookableStay(page, 7);
  await visit(page, `${marketPath(locale, '/checkout')}#${hash}`);
  await fillBuyer(page, locale);
  await fillCard(page, locale, CARDS.success);
  await payButton(page, locale, summary.breakdown.totalAmount).click();
  await expect(page.getByText(message(locale, 'insuranceChoice.chooseOption'))).toBeVisible();
  await expect(page).toHaveURL(/\/checkout/);
});

/** Presses Tab until the focused element is the field named `name` (its `name` attribute). */
async function tabTo(page: Page, name: string, value?: string) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return { name: element?.getAttribute('name') ?? '', value: element?.value ?? '' };
    });
    if (focused.name === name && (value === undefined || focused.value === value)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('books with the keyboard only', ONCE, async ({ page }) => {
  const locale = 'fr_FR';
  const { hash, summary } = await bookableStay(page, 9);
  await visit(page, `${marketPath(locale, '/checkout')}#${hash}`);
  await expect(payButton(page, locale, summary.breakdown.totalAmount)).toBeVisible();
  await tabTo(page, 'civility');
  await page.keyboard.press('ArrowRight');
  const typed: [string, string][] = [
    ['firstName', 'Camille'],
    ['lastName', 'Martin'],
    ['email', 'camille.martin@example.fr'],
    ['phoneNumber', '0612345678'],
    ['addressLine', '12 rue des Lilas'],
    ['postalCode', '75011'],
    ['city', 'Paris'],
  ];
  for (const [name, text] of typed) {
    await tabTo(page, name);
    await page.keyboard.type(text);
  }
  await tabTo(page, 'insuranceChoice');
  await page.keyboard.press('Space');
  await tabTo(page, 'cardNumber');
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/confirmation\//);
  await expect(page.getByText(formatPrice(summary.breakdown.totalAmount, locale)).first()).toBeVisible();
});

test('S-332…S-334 the wallet opens only on a valid form, shows its loader, then the confirmation', async ({
  page,
}) => {
  const locale = 'fr_FR';
  const { hash, summary } = await bookableStay(page, 11);
  await visit(page, `${marketPath(locale, '/checkout')}#${hash}`);
  const wallet = page.getByRole('button', {
    name: message(locale, 'payment.walletButton', { wallet: message(locale, 'payment.walletName') }),
  });
  await wallet.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(message(locale, 'field.mandatory')).first()).toBeVisible();
  await fillBuyer(page, locale);
  await page.getByRole('radio', { name: new RegExp(ownTerms(locale, summary)) }).check();
  await wallet.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'wallet');
  await dialog
    .getByRole('button', {
      name: message(locale, 'walletCheckout.pay', {
        amount: formatPrice(summary.breakdown.totalAmount, locale),
      }),
    })
    .click();
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/);
  await expect(page.getByText(message(locale, 'confirmation.method', { method: 'WALLET' }))).toBeVisible();
});

test(
  'S-333 error=1 in the hash shows the wallet failure and a Book link to the booking summary',
  ONCE,
  async ({ page }) => {
    const locale = 'it_IT';
    const { hash } = await bookableStay(page, 13);
    await visit(page, `${marketPath(locale, '/checkout')}#${hash}&error=1`);
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(
        message(locale, 'walletCheckout.error', { method: message(locale, 'payment.walletName') }),
      ),
    ).toBeVisible();
    await expectAccessible(page, 'wallet error');
    await dialog.getByRole('link', { name: message(locale, 'walletCheckout.book') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/it/checkout#${hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('S-337 a checkout link without its stay says that it is incomplete', ONCE, async ({ page }) => {
    const locale = 'nl_BE';
    await page.goto(marketPath(locale, '/checkout'));
    await expect(page.getByText(message(locale, 'checkout.incomplete'))).toBeVisible();
    // The placeholders kept for the script to fill are not shown: one title, the message's.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'checkout.metaTitle'));
    await expect(page.getByRole('link', { name: message(locale, 'checkout.backHome') })).toHaveAttribute(
      'href',
      marketPath(locale),
    );
  });

  test('the form posts for real, keeps what was typed on an error, then books', ONCE, async ({ page }) => {
    const locale = 'fr_FR';
    const { hash, summary } = await bookableStay(page, 15);
    await page.goto(`${marketPath(locale, '/checkout')}?${hash}`);
    await expect(payButton(page, locale, summary.breakdown.totalAmount)).toBeVisible();
    await fillBuyer(page, locale);
    await page.getByLabel(message(locale, 'buyerForm.email'), { exact: true }).fill('camille@');
    await page.getByRole('radio', { name: new RegExp(ownTerms(locale, summary)) }).check();
    await fillCard(page, locale, CARDS.success);
    await payButton(page, locale, summary.breakdown.totalAmount).click();
    await expect(page.getByText(message(locale, 'buyerForm.emailInvalid'))).toBeVisible();
    await expect(page.getByLabel(message(locale, 'buyerForm.lastName'), { exact: true })).toHaveValue(
      'Martin',
    );
    await page
      .getByLabel(message(locale, 'buyerForm.email'), { exact: true })
      .fill('camille.martin@example.fr');
    await page.getByRole('radio', { name: new RegExp(ownTerms(locale, summary)) }).check();
    await fillCard(page, locale, CARDS.success);
    await payButton(page, locale, summary.breakdown.totalAmount).click();
    await expect(page).toHaveURL(/\/confirmation\//);
    await expect(page.getByText(formatPrice(summary.breakdown.totalAmount, locale)).first()).toBeVisible();
  });
});

test(
  'a gift: its message, no cancellation choice, and the e-voucher on the confirmation (it_IT)',
  ONCE,
  async ({ page }) => {
    const locale = 'it_IT';
    const offers = await page.request.get(
      `${API}/api/product/${STAY}/offers?locale=it_IT&flow=gifting&nights=2`,
    );
    const body = (await offers.json()) as {
      offers: { current: boolean; priceInfo: { sellPrice: number } }[];
    };
    const price = body.offers.find((offer) => offer.current)?.priceInfo.sellPrice ?? 0;
    await visit(
      page,
      `${marketPath(locale, '/checkout')}#id=${STAY}&offerId=${STAY}&a=2&c=0&b=0&giftNights=2&giftFormat=digital`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: message(locale, 'checkout.giftTitle') }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: message(locale, 'insuranceChoice.title') })).toHaveCount(0);
    await fillBuyer(page, locale);
    await page.getByLabel(message(locale, 'checkout.giftMessage'), { exact: false }).fill('Buon compleanno!');
    await fillCard(page, locale, CARDS.success);
    await expectAccessible(page, 'gift checkout');
    await payButton(page, locale, price).click();
    await expect(page).toHaveURL(/\/it\/confirmation\//);
    await expect(
      page.getByText(message(locale, 'confirmation.eVoucherSent', { email: 'camille.martin@example.fr' })),
    ).toBeVisible();
    // The order issued its voucher: a code with its check symbol, and its PDF to download.
    const download = page.getByRole('link', { name: /\(PDF\)$/ });
    await expect(download).toHaveText(/[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}/);
    const code = ((await download.textContent()) ?? '').match(/[0-9A-Z]{4}(-[0-9A-Z]{4}){3}/)?.[0] ?? '';
    expect(isValidVoucherCode(code)).toBe(true);
    const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  },
);

test('a promotion code lowers the total the buyer pays', ONCE, async ({ page }) => {
  const locale = 'es_ES';
  const { hash, summary } = await bookableStay(page, 17);
  await visit(page, `${marketPath(locale, '/checkout')}#${hash}`);
  await page.getByLabel(message(locale, 'checkout.promoLabel'), { exact: true }).fill('hiver10');
  await page.getByRole('button', { name: message(locale, 'checkout.promoApply') }).click();
  const reduced = summary.breakdown.totalAmount - Math.floor(summary.breakdown.totalAmount / 10);
  await expect(payButton(page, locale, reduced)).toBeVisible();
  await fillBuyer(page, locale);
  await page.getByRole('radio', { name: new RegExp(ownTerms(locale, summary)) }).check();
  await fillCard(page, locale, CARDS.success);
  await payButton(page, locale, reduced).click();
  await expect(page).toHaveURL(/\/es\/confirmation\//);
  await expect(page.getByText(formatPrice(reduced, locale)).first()).toBeVisible();
});

test(
  'S-337 a booking link with checkin and checkout instead of night shows the booking summary',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_FR';
    const { checkin, hash, summary } = await bookableStay(page, 19);
    const withCheckout = hash.replace('&night=2', `&checkout=${addDays(checkin, 2)}`);
    expect(withCheckout).not.toContain('night=');
    await visit(page, `${marketPath(locale, '/checkout')}#${withCheckout}`);
    await expect(
      page.getByRole('heading', { level: 1, name: message(locale, 'checkout.title') }),
    ).toBeVisible();
    await expect(payButton(page, locale, summary.breakdown.totalAmount)).toBeVisible();
    await expect(page.getByText(message(locale, 'checkout.incomplete'))).toHaveCount(0);
  },
);

test(
  "S-337 the server paints the title and the form's placeholders for the hash to fill: no message comes and goes",
  ONCE,
  async ({ page }) => {
    const locale = 'fr_FR';
    // Served with its title and its message hidden to a browser that runs scripts…
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(marketPath(locale, '/checkout'));
    await expect(
      page.getByRole('heading', { level: 1, name: message(locale, 'checkout.title') }),
    ).toBeVisible();
    await expect(page.getByText(message(locale, 'checkout.incomplete'))).toBeHidden();
    await page.unroute('**/assets/*.js');
    // …which shows it once it has read that the hash names no stay.
    await visit(page, marketPath(locale, '/checkout'));
    await expect(page.getByText(message(locale, 'checkout.incomplete'))).toBeVisible();
  },
);

/** The client logs the page posts to the gateway, as they are sent. */
function clientLogs(page: Page) {
  const logs: { level: string; location: string; locale: string; message: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/gateway/logs') {
      logs.push(request.postDataJSON());
    }
  });
  return logs;
}

/** The analytics events the page pushed to its data layer. */
const dataLayer = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { dataLayer?: { event: string; step?: string }[] }).dataLayer ?? [],
  );

test(
  'S-335 a wallet payment that fails brings the hash back with error=1, is logged with its location and tracked',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_FR';
    const logs = clientLogs(page);
    const { hash, summary } = await bookableStay(page, 21);
    // The wallet's provider fails; cards are left alone.
    await page.route('**/gateway/psp/intents', (route) =>
      route.request().postDataJSON()?.method === 'wallet'
        ? route.fulfill({ status: 503, json: { error: { code: 'INTERNAL', message: 'Provider down' } } })
        : route.continue(),
    );
    await visit(page, `${marketPath(locale, '/checkout')}#${hash}`);
    await fillBuyer(page, locale);
    await page.getByRole('radio', { name: new RegExp(ownTerms(locale, summary)) }).check();
    await page
      .getByRole('button', {
        name: message(locale, 'payment.walletButton', { wallet: message(locale, 'payment.walletName') }),
      })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', {
        name: message(locale, 'walletCheckout.pay', {
          amount: formatPrice(summary.breakdown.totalAmount, locale),
        }),
      })
      .click();
    await expect(page).toHaveURL(/#.*&error=1$/);
    await expect(
      dialog.getByText(
        message(locale, 'walletCheckout.error', { method: message(locale, 'payment.walletName') }),
      ),
    ).toBeVisible();
    await expect
      .poll(() => logs.filter((log) => log.location === 'application.client.checkout'))
      .toEqual([
        expect.objectContaining({
          level: 'ERROR',
          locale,
          message: expect.stringMatching(/^Checkout wallet failed/),
        }),
      ]);
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'checkout_error', step: 'wallet' }),
    );
  },
);

test(
  'S-343 a checkout that cannot start says so, is logged with its location and tracked',
  ONCE,
  async ({ page }) => {
    const locale = 'nl_NL';
    const logs = clientLogs(page);
    const { hash } = await bookableStay(page, 23);
    await page.route('**/api/purchase/checkout', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }),
    );
    await visit(page, `${marketPath(locale, '/checkout')}#${hash}`);
    await expect(page.getByRole('alert')).toHaveText(message(locale, 'checkout.failed'));
    await expect(page.getByRole('link', { name: message(locale, 'checkout.backToOffer') })).toHaveAttribute(
      'href',
      new RegExp(`/nl/stay/${STAY}#`),
    );
    await expect
      .poll(() => logs.filter((log) => log.location === 'application.client.checkout').length)
      .toBe(1);
    expect(logs[0]).toMatchObject({
      level: 'ERROR',
      locale,
      message: expect.stringMatching(/^Checkout start failed/),
    });
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'checkout_error', step: 'start' }),
    );
    await expectAccessible(page, 'checkout that cannot start');
  },
);

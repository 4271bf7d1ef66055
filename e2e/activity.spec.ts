import type { ActivityOnlyDetail } from '@escale/domain';
import { type Locale, marketOf } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectAccessibleOverlay,
  fillBuyer,
  fillCard,
  marketPath,
  message,
  ONCE,
  onceBeyondFirst,
  payButton,
  visit,
} from './support';

// The standalone activity page and its purchase (001 §2.7; S-283…S-291, S-454): the price for the
// participants of the hash, the purchase modal, the checkout of an activity voucher and its voucher.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
const CARD = '4242 4242 4242 4242';

/** The first activity voucher on sale in a market, from the activity search. */
async function activityOnSale(page: Page, locale: Locale): Promise<ActivityOnlyDetail> {
  const search = await page.request.post(`${API}/api/search/activity-only.json`, { data: { locale } });
  const { exactMatch } = (await search.json()) as {
    exactMatch: { activityOnlyPackages: { activityOnlyVoucher: { id: number } }[] }[];
  };
  for (const hotel of exactMatch) {
    for (const item of hotel.activityOnlyPackages) {
      const detail = await activityDetail(page, locale, item.activityOnlyVoucher.id);
      if (detail.published && detail.prices.length === 2) return detail;
    }
  }
  throw new Error(`No activity on sale for 1 and 2 participants in ${locale}`);
}

async function activityDetail(page: Page, locale: Locale, id: number): Promise<ActivityOnlyDetail> {
  const response = await page.request.get(
    `${API}/api/activity-only/weekend/${id}/detail.json?locale=${locale}`,
  );
  return (await response.json()) as ActivityOnlyDetail;
}

const sellPrice = (activity: ActivityOnlyDetail, adults: number) =>
  activity.prices.find((price) => price.paxComposition.adults === adults)?.sellPrice ?? 0;

for (const [index, locale] of (['fr_FR', 'es_ES', 'nl_BE'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-283 S-284 S-288 S-290 S-454 ${locale}: the activity page, its sections and the price for the participants of the hash`,
    onceBeyondFirst(index),
    async ({ page }) => {
      const activity = await activityOnSale(page, locale);
      await visit(page, `${marketPath(locale, activity.uri)}#a=1`);
      await expect(page.getByRole('heading', { level: 1, name: activity.label })).toBeVisible();
      await expect(page).toHaveTitle(activity.pageModel.pageTitle);
      // S-454: the page model's canonical and alternates.
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${origin}${activity.pageModel.canonicalUrl}`,
      );
      await expect(
        page.locator(`link[rel="alternate"][hreflang="${marketOf('it_IT').tag}"]`),
      ).toHaveAttribute('href', `${origin}${marketPath('it_IT', activity.uri)}`);
      for (const section of [
        'activityPage.program',
        'activityPage.practicalInfo',
        'activityPage.benefits',
      ] as const) {
        await expect(page.getByRole('heading', { level: 2, name: message(locale, section) })).toBeVisible();
      }
      await expect(page.getByText(activity.mainActivityCenter.location.label).first()).toBeVisible();
      const price = page.getByTestId('activity-price');
      await expect(price).toHaveAttribute('data-sell-price', String(sellPrice(activity, 1)));
      await expectAccessible(page, `${locale} activity page`);
      // The stepper's buttons are named after it: less, then more.
      const participants = message(locale, 'activityPage.participants');
      await page
        .getByRole('button', { name: new RegExp(`${participants}$`) })
        .last()
        .click();
      await expect(price).toHaveAttribute('data-sell-price', String(sellPrice(activity, 2)));
      await expect(page).toHaveURL(/#a=2$/);
      // The hash keeps the participants across a reload.
      await page.reload();
      await expect(page.getByTestId('activity-price')).toHaveAttribute(
        'data-sell-price',
        String(sellPrice(activity, 2)),
      );
    },
  );
}

test('S-285 S-286 fr_FR: Buy for myself opens the modal, the checkout sells the voucher and the confirmation gives it', async ({
  page,
}) => {
  const locale = 'fr_FR';
  const activity = await activityOnSale(page, locale);
  await visit(page, `${marketPath(locale, activity.uri)}#a=1`);
  await page.getByRole('button', { name: message(locale, 'activityPage.buyForMyself') }).click();
  const modal = page.getByRole('dialog', { name: message(locale, 'activityPage.buyForMyself') });
  await expect(modal.getByText(message(locale, 'activityPage.ownUseText'))).toBeVisible();
  await expectAccessibleOverlay(page, '[role="dialog"]', 'activity purchase modal');
  await modal.getByRole('link', { name: message(locale, 'activityPage.continue') }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `${marketPath(locale, `/checkout/${activity.id}`)}\\?customType=OWN_USE#id=${activity.id}&a=1$`,
    ),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: message(locale, 'checkout.title') }),
  ).toBeVisible();
  await expect(page.getByText(activity.label).first()).toBeVisible();
  await expect(page.getByRole('group', { name: message(locale, 'insuranceChoice.title') })).toHaveCount(0);
  await fillBuyer(page, locale);
  await fillCard(page, locale, CARD);
  await payButton(page, locale, sellPrice(activity, 1)).click();
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/);
  await expect(page.getByText(activity.label).first()).toBeVisible();
  const download = page.getByRole('link', { name: /\(pdf\)$/i });
  const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test(
  'S-285 it_IT: on a phone Offer opens a drawer, and the checkout asks for the gift’s message',
  ONCE,
  async ({ page }) => {
    const locale = 'it_IT';
    await page.setViewportSize({ width: 390, height: 844 });
    const activity = await activityOnSale(page, locale);
    await visit(page, marketPath(locale, activity.uri));
    await page.getByRole('button', { name: message(locale, 'activityPage.offer') }).click();
    const drawer = page.getByRole('dialog', { name: message(locale, 'activityPage.offerTitle') });
    await expect(drawer).toHaveAttribute('data-placement', 'bottom');
    await drawer.getByRole('link', { name: message(locale, 'activityPage.continue') }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${activity.id}#id=${activity.id}&a=2$`));
    await expect(
      page.getByRole('heading', { level: 1, name: message(locale, 'checkout.giftTitle') }),
    ).toBeVisible();
    await expect(page.getByLabel(message(locale, 'checkout.giftMessage'), { exact: false })).toBeVisible();
  },
);

test(
  'S-287 nl_NL: an activity no longer sold shows Too late and other offers, and is not indexed',
  ONCE,
  async ({ page }) => {
    const locale = 'nl_NL';
    let withdrawn: ActivityOnlyDetail | null = null;
    for (let id = 50_001; id < 50_100 && !withdrawn; id += 1) {
      const detail = await activityDetail(page, locale, id);
      if (detail.published === false) withdrawn = detail;
    }
    if (!withdrawn) throw new Error('The catalog has no activity withdrawn from sale');
    await visit(page, marketPath(locale, withdrawn.uri));
    await expect(page.getByRole('heading', { name: message(locale, 'expired.title') })).toBeVisible();
    await expect(
      page.getByRole('link', { name: message(locale, 'activityPage.seeOtherOffers') }),
    ).toHaveAttribute('href', marketPath(locale, '/activities/search'));
    await expect(
      page.getByRole('button', { name: message(locale, 'activityPage.buyForMyself') }),
    ).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  },
);

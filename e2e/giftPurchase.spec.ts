import type { BoxSummary } from '@escale/domain';
import type { Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  fillBuyer,
  fillCard,
  isHydratedByReact,
  marketPath,
  message,
  ONCE,
  payButton,
  visit,
} from './support';

// Buying a gift box and a gift card end to end (001 §2.8, §2.10; S-257, S-281, S-293, S-295,
// S-305, G-63): the box or the card, the checkout priced by the API, the confirmation with the
// voucher's PDF.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
const CARD = '4242 4242 4242 4242';

/** The confirmation's voucher link answers a PDF. */
async function expectVoucherPdf(page: Page) {
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/);
  const download = page.getByRole('link', { name: /\(pdf\)$/i });
  await expect(download).toBeVisible();
  const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

async function firstBox(page: Page, locale: Locale): Promise<BoxSummary> {
  const response = await page.request.get(`${API}/gateway/boxes/search?locale=${locale}`);
  const { boxes } = (await response.json()) as { boxes: BoxSummary[] };
  return boxes[0] as BoxSummary;
}

test('S-305 S-281 S-293 buys a digital e-box and reaches its voucher PDF (fr_FR)', async ({ page }) => {
  const locale = 'fr_FR';
  const box = await firstBox(page, locale);
  await visit(page, `${marketPath(locale, '/checkout')}#code=${box.code}&giftFormat=digital`);
  await expect(
    page.getByRole('heading', { level: 1, name: message(locale, 'checkout.giftTitle') }),
  ).toBeVisible();
  await expect(page.getByText(box.title).first()).toBeVisible();
  await expect(
    page.getByText(message(locale, 'bookingSummary.boxTerms', { months: 18, people: 2 })).first(),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: message(locale, 'insuranceChoice.title') })).toHaveCount(0);
  await fillBuyer(page, locale);
  await fillCard(page, locale, CARD);
  await payButton(page, locale, box.value).click();
  await expectVoucherPdf(page);
});

/** The checkout's pay button, whatever the total it pays. */
function anyPayButton(page: Page, locale: Locale) {
  const [before = '', after = ''] = message(locale, 'checkout.pay', { amount: '§' }).split('§');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${literal(before)}.+${literal(after)}$`) });
}

test('S-279 S-293 S-257 es_ES: a physical box with an extra, priced at the checkout, then its voucher', async ({
  page,
}) => {
  const locale = 'es_ES';
  const box = await firstBox(page, locale);
  await visit(page, marketPath(locale, box.uri));
  await page.getByRole('button', { name: message(locale, 'box.offer') }).click();
  const drawer = page.getByRole('dialog', { name: message(locale, 'boxFormat.title') });
  await drawer.getByText(new RegExp(`^${message(locale, 'boxFormat.physical')} \\+\\s?\\S`)).click();
  const extra = drawer.getByRole('checkbox').first();
  await extra.focus();
  await extra.press('Space');
  await expect(extra).toBeChecked();
  const confirm = drawer.getByRole('link', { name: message(locale, 'boxFormat.confirm') });
  // S-279: a multiple-choice category keeps the ids chosen in its hash key.
  await expect(confirm).toHaveAttribute('href', /giftFormat=physical&se\d+=\d+/);
  await confirm.click();
  await expect(
    page.getByRole('heading', { level: 1, name: message(locale, 'checkout.giftTitle') }),
  ).toBeVisible();
  // The extras' line shows only when the server priced them (folded away on a phone).
  await expect(page.getByText(message(locale, 'bookingSummary.extras')).first()).toBeAttached();
  await fillBuyer(page, locale);
  await fillCard(page, locale, CARD);
  await anyPayButton(page, locale).click();
  await expectVoucherPdf(page);
});

test('G-63 S-282 nl_BE: a gift card of a free amount, printed in its box, bought at the checkout', async ({
  page,
}) => {
  const locale = 'nl_BE';
  await visit(page, marketPath(locale, '/giftcard/customization'));
  await expect(page).toHaveTitle(message(locale, 'giftCardPage.metaTitle'));
  await expectAccessible(page, 'the gift card page');
  // The radio's own circle is drawn over it: a visitor presses its label.
  await page.getByText(message(locale, 'giftCardPage.otherAmount'), { exact: true }).click();
  await page.getByLabel(message(locale, 'giftCardPage.freeAmount'), { exact: true }).fill('120');
  await page.getByText(new RegExp(`^${message(locale, 'giftCardPage.physical')} \\+\\s?\\S`)).click();
  const submit = page.getByRole('button', { name: message(locale, 'giftCardPage.submit') });
  // Typing woke the form's code: the journey waits for the live form, as the press replay is proven apart.
  await expect.poll(() => isHydratedByReact(submit)).toBe(true);
  await submit.click();
  await expect(page).toHaveURL(/\/be\/nl\/checkout#giftCard=120&giftFormat=physical$/);
  await fillBuyer(page, locale);
  await fillCard(page, locale, CARD);
  await anyPayButton(page, locale).click();
  await expectVoucherPdf(page);
});

test(
  'G-63 it_IT: a free amount below the minimum is refused with the bounds, and nothing is bought',
  ONCE,
  async ({ page }) => {
    const locale = 'it_IT';
    await visit(page, marketPath(locale, '/giftcard/customization'));
    await page.getByText(message(locale, 'giftCardPage.otherAmount'), { exact: true }).click();
    const amount = page.getByLabel(message(locale, 'giftCardPage.freeAmount'), { exact: true });
    await amount.fill('15');
    // Pressed while the page may still be taking over its parts: nothing moves under the pointer
    // (the footer keeps its height, the amount's message waits for the press to end), so the press
    // is not lost.
    await page.getByRole('button', { name: message(locale, 'giftCardPage.submit') }).click();
    await expect(amount).toHaveAccessibleDescription(
      new RegExp(message(locale, 'giftCardPage.amountProblem', { min: 20, max: 1000 })),
    );
    await expect(amount).toBeFocused();
    await expect(page).toHaveURL(/\/it\/giftcard\/customization$/);
  },
);

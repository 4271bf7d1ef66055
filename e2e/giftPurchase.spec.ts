import type { BoxSummary } from '@escale/domain';
import { expect, type Page, test } from '@playwright/test';
import { fillBuyer, fillCard, marketPath, message, payButton, visit } from './support';

// Buying a gift box and a gift card end to end (001 §2.8, §2.10; S-257, S-281, S-293, S-295,
// S-305, G-63): the box or the card, the checkout priced by the API, the confirmation with the
// voucher's PDF.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
const CARD = '4242 4242 4242 4242';

/** The confirmation's voucher link answers a PDF. */
async function expectVoucherPdf(page: Page) {
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/);
  const download = page.getByRole('link', { name: /\(PDF\)$/ });
  await expect(download).toBeVisible();
  const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

async function firstBox(page: Page, locale: string): Promise<BoxSummary> {
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

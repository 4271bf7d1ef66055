import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateVoucherCode, SANDBOX_CARDS } from '@escale/domain';
import type { Locale } from '@escale/i18n/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { boughtGift, giftBoxItems, giftStayItems } from '../scripts/sample-order.mjs';
import { expectAccessible, fillBuyer, fillCard, marketPath, message, ONCE, visit } from './support';

// The beneficiary's side of a gift (000 roles; S-349, S-488): a gift bought through the API, its
// voucher's code typed on /beneficiary/login, a day of its gift calendar booked (paying only the
// supplement), and the code refused once used.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
// The test-scale catalog is deterministic: this stay is offered for 1 to 3 nights, as a gift too.
const STAY = 100033;
// Where the API writes its mails as .eml files: its default when started here, else E2E_OUTBOX_DIR.
const OUTBOX = process.env.E2E_OUTBOX_DIR ?? '.data/outbox';

/** The .eml the outbox wrote to `to` with every one of `words` in it, once it is there. */
async function sentMail(to: string, words: string[]): Promise<string> {
  let found: string[] = [];
  await expect(async () => {
    found = readdirSync(OUTBOX)
      .filter((name) => name.endsWith('.eml'))
      // Quoted-printable bodies wrap long lines with "=" at their end.
      .map((name) => readFileSync(join(OUTBOX, name), 'utf8').replace(/=\r?\n/g, ''))
      .filter((eml) => eml.includes(`To: ${to}`) && words.every((word) => eml.includes(word)));
    expect(found).toHaveLength(1);
  }).toPass({ timeout: 15_000 });
  return found[0] ?? '';
}

/** A gift of the stay for 2 nights, bought and paid through the API: its voucher's code. */
const giftVoucher = () => boughtGift(API, giftStayItems(STAY, 2, 'Léa'));

const codeField = (page: Page, locale: Locale) =>
  page.getByRole('textbox', { name: message(locale, 'redemption.code') });

async function openVoucher(page: Page, locale: Locale, code: string) {
  await codeField(page, locale).fill(code);
  await page.getByRole('button', { name: message(locale, 'redemption.showGift') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: message(locale, 'redemption.yourGift') }),
  ).toBeVisible();
}

/** The first day of the calendar whose status matches, looking month after month. */
async function firstDay(page: Page, locale: Locale, status: RegExp): Promise<Locator> {
  for (let pages = 0; pages < 6; pages += 1) {
    const day = page.getByRole('radio', { name: status }).first();
    if (await day.count()) return day;
    const later = page.getByRole('button', { name: message(locale, 'redemption.laterMonths') });
    const next = await later.getAttribute('value');
    await later.click();
    // The calendar then shows that month. (Before JavaScript the page is replaced: a wait for
    // something to be gone would be met by the old page going, before the new one is there.)
    await expect(page.locator(`[data-month="${next}"]`)).toBeVisible();
  }
  throw new Error(`No day matches ${status}`);
}

/** Chooses a day as a visitor does: a press on its cell, the radio's label. */
async function choose(day: Locator) {
  await day.locator('xpath=..').click();
  await expect(day).toBeChecked();
}

const book = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: message(locale, 'redemption.book') }).click();

const doneHeading = (page: Page, locale: Locale) =>
  page.getByRole('heading', { level: 1, name: message(locale, 'redemption.doneTitle') });

test('S-349 S-488 fr_FR: a code opens its stay, a day the gift covers is booked for nothing, and the code is used after', async ({
  page,
}) => {
  const locale = 'fr_FR';
  const code = await giftVoucher();
  // The voucher's QR code links to the page with its code, shown ready to send.
  await visit(page, `${marketPath(locale, '/beneficiary/login')}?code=${code.toLowerCase()}`);
  await expect(page).toHaveTitle(message(locale, 'redemption.metaTitle'));
  await expect(codeField(page, locale)).toHaveValue(code);
  await expectAccessible(page, 'the code form');
  await page.getByRole('button', { name: message(locale, 'redemption.showGift') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: message(locale, 'redemption.yourGift') }),
  ).toBeVisible();
  // "2 nuits pour 2 personnes · valable jusqu’au …"
  const terms = message(locale, 'redemption.stayTerms', { nights: 2, adults: 2, date: '' }).split(' · ')[0];
  await expect(page.getByText(terms ?? '')).toBeVisible();
  const day = await firstDay(page, locale, new RegExp(`: ${message(locale, 'giftSetup.included')}$`));
  await choose(day);
  await expect(page.getByText(message(locale, 'redemption.nothingToPay'))).toBeVisible();
  await expect(page.getByLabel(message(locale, 'payment.cardNumber'), { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'the voucher with a day chosen');
  await fillBuyer(page, locale);
  await book(page, locale);
  await expect(doneHeading(page, locale)).toBeVisible();
  await expect(page.getByText(message(locale, 'redemption.nothingToPay'))).toBeVisible();
  const email = 'camille.martin@example.fr';
  await expect(page.getByText(message(locale, 'redemption.doneMailSent', { email }))).toBeVisible();
  await expectAccessible(page, 'the stay booked');
  // The booking's mail, sent once after the commit: the code used and the reference shown.
  const referenceLine = page.getByText(message(locale, 'redemption.doneReference', { reference: '' }));
  const reference = ((await referenceLine.textContent()) ?? '').split(' ').at(-1) ?? '';
  expect(reference).toMatch(/^[0-9A-F]{8}$/);
  const eml = await sentMail(email, [code, reference]);
  expect(eml).not.toContain('application/pdf');

  await visit(page, marketPath(locale, '/beneficiary/login'));
  await codeField(page, locale).fill(code);
  await page.getByRole('button', { name: message(locale, 'redemption.showGift') }).click();
  await expect(page.getByRole('alert')).toHaveText(message(locale, 'redemption.problem.used'));
  await expect(codeField(page, locale)).toBeFocused();
});

test('S-268 S-488 es_ES: a day with a supplement asks for the card and charges only the supplement', async ({
  page,
}) => {
  const locale = 'es_ES';
  const code = await giftVoucher();
  await visit(page, marketPath(locale, '/beneficiary/login'));
  // Case, spaces and dashes do not matter.
  await openVoucher(page, locale, code.toLowerCase().replaceAll('-', ' '));
  // The next months come with the keyboard, and the focus stays on the button pressed.
  const later = page.getByRole('button', { name: message(locale, 'redemption.laterMonths') });
  const next = await later.getAttribute('value');
  await later.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-month="${next}"]`)).toBeVisible();
  await expect(later).toBeFocused();
  const supplement = message(locale, 'giftSetup.supplement', { amount: '' }).trim();
  const day = await firstDay(page, locale, new RegExp(`: ${supplement} `));
  // "6 de febrero de 2027: Suplemento 30 €": the amount the day asks.
  const label = (await day.getAttribute('aria-label')) ?? '';
  const amount = label.slice(label.indexOf(supplement) + supplement.length).trim();
  await choose(day);
  await expect(page.getByText(message(locale, 'redemption.supplementToPay', { amount }))).toBeVisible();
  await fillBuyer(page, locale);
  await fillCard(page, locale, SANDBOX_CARDS.success);
  await book(page, locale);
  await expect(doneHeading(page, locale)).toBeVisible();
  await expect(page.getByText(message(locale, 'redemption.doneSupplement', { amount }))).toBeVisible();
});

test('S-489 nl_BE: a box’s code offers its stays, 8 more at a time; the one chosen is booked, paid in full by the box', async ({
  page,
  request,
}) => {
  const locale = 'nl_BE';
  const boxes = await (await request.get(`${API}/gateway/boxes/search?locale=fr_FR&medium=digital`)).json();
  const box =
    boxes.boxes.find((candidate: { code: string }) => candidate.code === 'SPA1NEBOX') ?? boxes.boxes[0];
  const code = await boughtGift(API, giftBoxItems(box.code));
  await visit(page, marketPath(locale, '/beneficiary/login'));
  await openVoucher(page, locale, code);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'redemption.boxTitle'));
  const choices = page.getByRole('button', { name: message(locale, 'redemption.chooseStay') });
  await expect(choices).toHaveCount(8);
  await expectAccessible(page, 'the box’s stays');
  await page.getByRole('button', { name: message(locale, 'redemption.moreStays') }).click();
  await expect.poll(() => choices.count()).toBeGreaterThan(8);
  // The first stay shown is the first to take the focus.
  await expect(choices.nth(8)).toBeFocused();
  // The stars filter keeps the stays of those hotels: as many as its count says.
  const stars = page.getByRole('group', { name: message(locale, 'filters.stars') }).getByRole('checkbox');
  const star = stars.first();
  // The box is drawn after the native checkbox; its label is what a visitor presses.
  const starLabel = star.locator('xpath=ancestor::label');
  const count = Number((await starLabel.textContent())?.match(/\((\d+)\)/)?.[1]);
  await starLabel.click();
  await expect(star).toBeChecked();
  await page.getByRole('button', { name: message(locale, 'redemption.showStays') }).click();
  await expect(choices).toHaveCount(Math.min(count, 8));
  await expect(star).toBeChecked();

  const first = page.getByRole('listitem').filter({ has: choices }).first();
  const label = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await choices.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'redemption.title'));
  // The stay chosen shows from the top of the page, wherever its button was.
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByText(label, { exact: true })).toBeVisible();
  // A box pays its stays in full: every day one can start is included.
  const supplement = message(locale, 'giftSetup.supplement', { amount: '' }).trim();
  await expect(page.getByRole('radio', { name: new RegExp(`: ${supplement} `) })).toHaveCount(0);
  const day = await firstDay(page, locale, new RegExp(`: ${message(locale, 'giftSetup.included')}$`));
  await choose(day);
  await expect(page.getByText(message(locale, 'redemption.nothingToPay'))).toBeVisible();
  await fillBuyer(page, locale);
  await book(page, locale);
  await expect(doneHeading(page, locale)).toBeVisible();
  await expect(page.getByText(label)).toBeVisible();
  await expectAccessible(page, 'a box’s stay booked');
});

test(
  'S-490 es_ES: a single voucher is switched for another stay, whose calendar prices it, and can come back to its own',
  ONCE,
  async ({ page }) => {
    const locale = 'es_ES';
    const code = await giftVoucher();
    await visit(page, marketPath(locale, '/beneficiary/login'));
    await openVoucher(page, locale, code);
    const own = (await page.locator('#redemption-gift ~ p strong').first().textContent()) ?? '';
    await page.getByRole('button', { name: message(locale, 'redemption.otherStay') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(locale, 'redemption.switchTitle'),
    );
    await expectAccessible(page, 'the stays a single voucher can be switched for');
    const choices = page.getByRole('listitem').filter({
      has: page.getByRole('button', { name: message(locale, 'redemption.chooseStay') }),
    });
    const other = choices.filter({ hasNot: page.getByText(own, { exact: true }) }).first();
    const label = (await other.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await other.getByRole('button', { name: message(locale, 'redemption.chooseStay') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'redemption.title'));
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeAttached();

    await page.getByRole('button', { name: message(locale, 'redemption.otherStay') }).click();
    // A stay that is not one of the voucher's (a page left open while the catalog changed) is refused.
    const choose = page.getByRole('button', { name: message(locale, 'redemption.chooseStay') }).first();
    await choose.evaluate((button) => button.setAttribute('value', '1'));
    await choose.click();
    await expect(page.getByRole('alert')).toHaveText(message(locale, 'redemption.stayRefused'));
    await page.getByRole('button', { name: message(locale, 'redemption.keepStay', { label: own }) }).click();
    await expect(page.getByText(own, { exact: true })).toBeVisible();
  },
);

test(
  'S-349 nl_BE: a typo is caught before it is sent, and an unknown code is refused',
  ONCE,
  async ({ page }) => {
    const locale = 'nl_BE';
    await visit(page, marketPath(locale, '/beneficiary/login'));
    const code = generateVoucherCode();
    const typo = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') calls.push(request.url());
    });
    await codeField(page, locale).fill(typo);
    await page.getByRole('button', { name: message(locale, 'redemption.showGift') }).click();
    await expect(codeField(page, locale)).toHaveAccessibleDescription(
      new RegExp(message(locale, 'redemption.codeInvalid')),
    );
    expect(calls).toEqual([]);
    await codeField(page, locale).fill(code);
    await page.getByRole('button', { name: message(locale, 'redemption.showGift') }).click();
    await expect(page.getByRole('alert')).toHaveText(message(locale, 'redemption.problem.unknownCode'));
    await expectAccessible(page, 'the code refused');
  },
);

test.describe('before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('S-349 fr_FR: the code, the day and the booking work as plain form posts', ONCE, async ({ page }) => {
    const locale = 'fr_FR';
    const code = await giftVoucher();
    await page.goto(marketPath(locale, '/beneficiary/login'));
    await openVoucher(page, locale, code);
    const day = await firstDay(page, locale, new RegExp(`: ${message(locale, 'giftSetup.included')}$`));
    await choose(day);
    await fillBuyer(page, locale);
    await book(page, locale);
    await expect(doneHeading(page, locale)).toBeVisible();
    await expect(page.getByText(message(locale, 'redemption.nothingToPay'))).toBeVisible();
  });

  test(
    'S-489 fr_FR: a box’s stays show 8 more, then one is chosen and booked, as plain form posts',
    ONCE,
    async ({ page, request }) => {
      const locale = 'fr_FR';
      const boxes = await (
        await request.get(`${API}/gateway/boxes/search?locale=fr_FR&medium=digital`)
      ).json();
      const code = await boughtGift(API, giftBoxItems(boxes.boxes[0].code));
      await page.goto(marketPath(locale, '/beneficiary/login'));
      await openVoucher(page, locale, code);
      const choices = page.getByRole('button', { name: message(locale, 'redemption.chooseStay') });
      await expect(choices).toHaveCount(8);
      await page.getByRole('button', { name: message(locale, 'redemption.moreStays') }).click();
      await expect.poll(() => choices.count()).toBeGreaterThan(8);
      await choices.last().click();
      const day = await firstDay(page, locale, new RegExp(`: ${message(locale, 'giftSetup.included')}$`));
      await choose(day);
      await fillBuyer(page, locale);
      await book(page, locale);
      await expect(doneHeading(page, locale)).toBeVisible();
    },
  );

  test(
    'S-349 fr_FR: codes that are no codes, posted as plain forms, are refused by the shop and count as no wrong code',
    ONCE,
    async ({ page, request }) => {
      const locale = 'fr_FR';
      // More than the wrong codes a client may type (LOGIN_FAILURES_ALLOWED): none reaches the API.
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const refused = await request.post(marketPath(locale, '/beneficiary/login'), {
          form: { intent: 'login', code: `NOT-A-CODE-${attempt}` },
          maxRedirects: 0,
        });
        expect(refused.status()).toBeLessThan(500);
        expect(await refused.text()).toContain(message(locale, 'redemption.codeInvalid'));
      }
      await page.goto(marketPath(locale, '/beneficiary/login'));
      await openVoucher(page, locale, await giftVoucher());
    },
  );
});

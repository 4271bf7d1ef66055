import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import { boughtGift, giftStayItems } from '../scripts/sample-order.mjs';
import { expectAccessible, marketPath, message, ONCE, visit } from './support';

// Customers' accounts (S-349, S-355, G-06, G-49, G-64): signing in by the link mailed through the
// outbox, the trips with a gift bought through the API and its voucher, the profile, the wishlist
// merged at sign-in and kept in the account, and signing out, in three markets on both screens.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
// The test-scale catalog is deterministic: this stay is offered as a gift.
const STAY = 100033;
// Where the API writes its mails as .eml files: its default when started here, else E2E_OUTBOX_DIR.
const OUTBOX = process.env.E2E_OUTBOX_DIR ?? '.data/outbox';
const LOCALES: Locale[] = ['fr_FR', 'es_ES', 'nl_BE'];

/** An address of this test only. */
const newAddress = (locale: Locale) =>
  `client.${locale.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;

/** The sign-in link of the `nth` sign-in mail the outbox wrote to `to`, as a path of the shop. */
async function mailedLink(to: string, nth: number): Promise<string> {
  let link = '';
  await expect(async () => {
    const found = readdirSync(OUTBOX)
      .filter((name) => name.endsWith('.eml'))
      .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
      // Quoted-printable bodies wrap long lines with "=" at their end and write "=" as "=3D".
      .map((name) =>
        readFileSync(join(OUTBOX, name), 'utf8')
          .replace(/=\r?\n/g, '')
          .replaceAll('=3D', '='),
      )
      .filter((eml) => eml.includes(`To: ${to}`) && eml.includes('/account/signin?token='));
    expect(found).toHaveLength(nth);
    // Files are named after the outbox's row: the newest mail has the greatest number.
    const url = found.at(-1)?.match(/https?:\/\/[^\s"<]+\/account\/signin\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(url).toBeDefined();
    const { pathname, search } = new URL(url ?? '');
    link = `${pathname}${search}`;
  }).toPass({ timeout: 15_000 });
  return link;
}

const signInPage = (page: Page, locale: Locale) =>
  page.getByRole('heading', { level: 1, name: message(locale, 'account.signIn.title') });

/** Asks for the link on the sign-in page shown, opens it from the mail and presses "Sign in". */
async function signIn(page: Page, locale: Locale, email: string, { check = false, nth = 1 } = {}) {
  await expect(signInPage(page, locale)).toBeVisible();
  if (check) await expectAccessible(page, `sign-in ${locale}`);
  await page
    .getByRole('main')
    .getByRole('textbox', { name: message(locale, 'account.signIn.email') })
    .fill(email);
  await page.getByRole('button', { name: message(locale, 'account.signIn.send') }).click();
  await expect(page.getByText(message(locale, 'account.signIn.sent', { email }))).toBeVisible();
  const link = await mailedLink(email, nth);
  await visit(page, link);
  await expect(
    page.getByRole('heading', { level: 1, name: message(locale, 'account.signIn.confirmTitle') }),
  ).toBeVisible();
  if (check) await expectAccessible(page, `sign-in confirmation ${locale}`);
  await page.getByRole('button', { name: message(locale, 'account.signIn.confirm') }).click();
  return link;
}

const accountNav = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: message(locale, 'account.nav') });

for (const locale of LOCALES) {
  test(`S-349 ${locale}: the mailed link signs in once and comes back to the trips, with the gift bought and its voucher; the profile; sign-out`, async ({
    page,
  }) => {
    const email = newAddress(locale);
    const code = await boughtGift(API, giftStayItems(STAY, 2, 'Léa'), email);

    // A guest asking for the trips is asked to sign in first, and comes back to them.
    await visit(page, marketPath(locale, '/account/trips'));
    const link = await signIn(page, locale, email, { check: true });
    await expect(page).toHaveURL(new RegExp(`${marketPath(locale, '/account/trips')}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: message(locale, 'header.trips') }),
    ).toBeVisible();
    const download = page.getByRole('link', {
      name: message(locale, 'confirmation.downloadVoucher', { code }),
    });
    await expect(download).toBeVisible();
    // The voucher's document is the customer's: the link answers them a PDF.
    const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectAccessible(page, `trips ${locale}`);

    // The link works once.
    await visit(page, link);
    await page.getByRole('button', { name: message(locale, 'account.signIn.confirm') }).click();
    await expect(page.getByText(message(locale, 'account.signIn.problem.used'))).toBeVisible();

    // The profile: the address shown, the names checked and saved.
    await visit(page, marketPath(locale, '/account/settings/profile'));
    await expect(
      page.getByRole('main').getByRole('textbox', { name: message(locale, 'account.signIn.email') }),
    ).toHaveValue(email);
    const firstName = page.getByRole('textbox', {
      name: message(locale, 'buyerForm.firstName'),
      exact: true,
    });
    await firstName.fill('R2D2');
    await page
      .getByRole('textbox', { name: message(locale, 'buyerForm.lastName'), exact: true })
      .fill('Martin');
    await page.getByRole('button', { name: message(locale, 'account.profile.save') }).click();
    await expect(page.getByText(message(locale, 'buyerForm.textOnly'))).toBeVisible();
    await expect(firstName).toBeFocused();
    await firstName.fill('Camille');
    await page.getByRole('button', { name: message(locale, 'account.profile.save') }).click();
    await expect(page.getByText(message(locale, 'account.profile.saved'))).toBeVisible();
    await visit(page, marketPath(locale, '/account/settings/profile'));
    await expect(firstName).toHaveValue('Camille');
    await expectAccessible(page, `profile ${locale}`);

    // Signing out ends the session: the trips ask to sign in again.
    await accountNav(page, locale)
      .getByRole('button', { name: message(locale, 'header.signOut') })
      .click();
    await expect(page.getByText(message(locale, 'account.signedOut'))).toBeVisible();
    await visit(page, marketPath(locale, '/account/trips'));
    await expect(signInPage(page, locale)).toBeVisible();
    expect((await page.request.get('/api/account/trips')).status()).toBe(401);
  });

  test(`G-49 ${locale}: the wishlist of the browser and of the account are merged at sign-in, then kept in step`, async ({
    page,
  }) => {
    const email = newAddress(locale);
    const item = (id: string, label: string) => ({
      type: 'STAY',
      id,
      label,
      imageUrl: '/favicon.svg',
      uri: `/stay/${id}`,
      hotel: { label: `${label} hotel`, locationLabel: 'Annecy' },
    });
    // The account keeps one stay from an earlier visit.
    await visit(page, marketPath(locale, '/account/signin'));
    await signIn(page, locale, email);
    const { type: _t, id: _i, ...shown } = item('100472', 'Kept in the account');
    expect((await page.request.put('/api/account/wishlist/STAY/100472', { data: shown })).status()).toBe(204);
    await visit(page, marketPath(locale, '/account/signout'));
    await accountNav(page, locale)
      .getByRole('button', { name: message(locale, 'header.signOut') })
      .click();
    await expect(page.getByText(message(locale, 'account.signedOut'))).toBeVisible();

    // As a guest, this browser keeps another; the wishlist page shows it without an account (G-64).
    await page.evaluate(
      (items) => localStorage.setItem('escale.wishlist', JSON.stringify(items)),
      [item(String(STAY), 'Kept in the browser')],
    );
    await visit(page, marketPath(locale, '/account/wishlist'));
    await expect(page.getByRole('link', { name: 'Kept in the browser' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kept in the account' })).toHaveCount(0);

    // Signing in from the wishlist page comes back to it with both, in the browser and in the account.
    await visit(
      page,
      marketPath(
        locale,
        `/account/signin?origin=${encodeURIComponent(marketPath(locale, '/account/wishlist'))}`,
      ),
    );
    await signIn(page, locale, email, { nth: 2 });
    await expect(page).toHaveURL(new RegExp(`${marketPath(locale, '/account/wishlist')}$`));
    await expect(page.getByRole('link', { name: 'Kept in the browser' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kept in the account' })).toBeVisible();
    const accountIds = async () =>
      ((await (await page.request.get('/api/account/wishlist')).json()) as { items: { id: string }[] }).items
        .map((kept) => kept.id)
        .sort();
    await expect.poll(accountIds).toEqual(['100033', '100472']);
    await expectAccessible(page, `wishlist ${locale}`);

    // A stay removed in the browser leaves the account too.
    await page
      .getByRole('button', { name: message(locale, 'wishlist.remove', { label: 'Kept in the account' }) })
      .click();
    await expect(page.getByRole('link', { name: 'Kept in the account' })).toHaveCount(0);
    await expect.poll(accountIds).toEqual(['100033']);
  });
}

test(
  'S-355 G-06 the header’s booking lookup leads to the account’s entry, which says how to find the booking',
  ONCE,
  async ({ page }) => {
    const locale: Locale = 'it_IT';
    await visit(page, marketPath(locale, '/account#r=booking-lookup'));
    await expect(page.getByText(message(locale, 'account.home.bookingLookupGuest'))).toBeVisible();
    await visit(page, marketPath(locale, '/account#r=invoice-request'));
    await expect(page.getByText(message(locale, 'account.home.invoiceRequestGuest'))).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: message(locale, 'header.signIn') })
      .click();
    await expect(signInPage(page, locale)).toBeVisible();
    await expect(page).toHaveURL(/origin=%2Fit%2Faccount%2Ftrips$/);
    await expectAccessible(page, 'account entry it_IT');
  },
);

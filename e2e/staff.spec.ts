import type { Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  marketPath,
  message,
  ONCE,
  onceBeyondFirst,
  SHOP_ORIGIN,
  STAFF,
  signInAtProvider,
  visit,
  visitAsStaff,
} from './support';

// Customer-care mode (000 §6, G-05; S-441…S-445): `?mode=CUSTOMER_CARE` asks for it, but each of its
// privileges comes only with a staff session, signed in at the staff's identity provider (the local
// one the API runs). A visitor who sets the parameter gets the sign-in screen and nothing else.

const STAY = 100033;
const giftingStay = (locale: Locale) =>
  `${marketPath(locale, `/stay/${STAY}`)}?flow=gifting&mode=CUSTOMER_CARE#giftNights=2&giftFormat=digital`;

const panelOf = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: message(locale, 'customerCare.title') });
const buckets = (page: Page, locale: Locale) =>
  page.getByRole('radiogroup', { name: message(locale, 'giftSetup.buckets') });
const headerGift = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('link', { name: message(locale, 'header.gift') });

for (const [index, locale] of (['fr_FR', 'es_ES', 'nl_BE'] as const satisfies readonly Locale[]).entries()) {
  test(
    `G-05 S-441 S-442 S-444 ${locale}: the URL alone gives the sign-in screen and no privilege; signed in, the buckets and the gift link`,
    onceBeyondFirst(index),
    async ({ page }) => {
      await visit(page, giftingStay(locale));
      const panel = panelOf(page, locale);
      // S-442: the sign-in screen, and none of the mode's privileges.
      await expect(panel.getByText(message(locale, 'customerCare.signInIntro'))).toBeVisible();
      await expect(panel.getByRole('button', { name: message(locale, 'customerCare.copyLink') })).toHaveCount(
        0,
      );
      await expect(buckets(page, locale)).toHaveCount(0);
      await expect(headerGift(page, locale)).toHaveCount(0);
      await expectAccessible(page, `${locale} customer-care mode before signing in`);

      // Once the panel runs, its link keeps the page's hash (the gift as set up) for the way back.
      const signIn = panel.getByRole('link', { name: message(locale, 'customerCare.signIn') });
      await expect(signIn).toHaveAttribute('href', /giftNights/);
      await signIn.click();
      // The provider's page, in the market's language.
      await expect(
        page.getByRole('heading', { level: 1, name: message(locale, 'staffIdp.title') }),
      ).toBeVisible();
      expect(new URL(page.url()).origin).not.toBe(SHOP_ORIGIN);
      await signInAtProvider(page, locale);
      // Back on the page it started from, signed in (its hash then gets the gift's bucket).
      expect(page.url().startsWith(`${SHOP_ORIGIN}${giftingStay(locale)}`)).toBe(true);
      await expect(
        panel.getByText(message(locale, 'customerCare.signedInAs', { name: STAFF.name })),
      ).toBeVisible();
      // S-441: the buckets, the popular one preselected; S-444: the header's gift entry is a link.
      await expect(buckets(page, locale)).toBeVisible();
      await expect(buckets(page, locale).getByRole('radio', { checked: true })).toHaveAccessibleName(
        new RegExp(`^${message(locale, 'giftSetup.bucket2')}`),
      );
      await expect(headerGift(page, locale)).toHaveAttribute('href', /utm_medium=customer-care/);
      await expectAccessible(page, `${locale} customer-care mode signed in`);
    },
  );
}

test(
  'G-05 a wrong password is refused at the provider, and the shop gives nothing',
  ONCE,
  async ({ page }) => {
    const locale = 'it_IT';
    const query = new URLSearchParams({ returnTo: giftingStay(locale), uiLocale: 'it-IT' });
    await page.goto(`/api/staff/signin?${query}`);
    await page.getByLabel(message(locale, 'staffIdp.email')).fill(STAFF.email);
    await page.getByLabel(message(locale, 'staffIdp.password')).fill('not-the-password');
    await page.getByRole('button', { name: message(locale, 'staffIdp.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(message(locale, 'staffIdp.refused'));
    await visit(page, giftingStay(locale));
    await expect(panelOf(page, locale).getByText(message(locale, 'customerCare.signInIntro'))).toBeVisible();
    await expect(buckets(page, locale)).toHaveCount(0);
  },
);

for (const [index, locale] of (['fr_BE', 'it_IT', 'nl_NL'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-445 ${locale}: the copy-link tool copies the page on the public host, without the mode`,
    onceBeyondFirst(index),
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHOP_ORIGIN });
      const path = `${marketPath(locale, '/search')}?flow=gifting&mode=CUSTOMER_CARE`;
      await visitAsStaff(page, locale, path);
      const panel = panelOf(page, locale);
      await panel.getByRole('button', { name: message(locale, 'customerCare.copyLink') }).click();
      // The shop under test is its own public host (PUBLIC_ORIGIN unset).
      const publicLink = `${SHOP_ORIGIN}${marketPath(locale, '/search')}?flow=gifting`;
      await expect(panel.getByRole('status')).toHaveText(
        message(locale, 'customerCare.linkCopied', { url: publicLink }),
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicLink);
    },
  );
}

for (const [index, locale] of (['nl_NL', 'fr_FR', 'es_ES'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-443 ${locale}: signed-in staff send the contact form at once, without a bot check`,
    onceBeyondFirst(index),
    async ({ page }) => {
      const botCheck: string[] = [];
      page.on('request', (request) => {
        if (/\/botCheck-[^/]*\.js$|\/api\/crm\/challenge/.test(request.url())) botCheck.push(request.url());
      });
      await visitAsStaff(
        page,
        locale,
        `${marketPath(locale, '/contact')}?reason=emailconf&mode=CUSTOMER_CARE`,
      );
      const form = page.getByRole('form', { name: message(locale, 'contact.reason.emailconf') });
      const field = (label: string) => form.getByRole('textbox', { name: label, exact: false });
      await field(message(locale, 'contact.bookingNumber')).fill('12345678');
      await field(message(locale, 'contact.name')).fill('Klant aan de telefoon');
      await field(message(locale, 'buyerForm.email')).fill('klant.telefoon@example.nl');
      await field(message(locale, 'buyerForm.phoneNumber')).fill('+31 6 12345678');
      await field(message(locale, 'contact.description')).fill('Telefonisch verzoek via de klantenservice');
      await form.getByRole('button', { name: message(locale, 'contact.send') }).click();
      await expect(page).toHaveURL(new RegExp(`${marketPath(locale, '/contact')}\\?ref=contact_thank_you$`));
      await expect(page.getByRole('status')).toHaveText(message(locale, 'contact.success'));
      expect(botCheck).toEqual([]);
    },
  );
}

test(
  'the funnel is the staff’s: signed in it shows the markets’ days; signed out it asks to sign in',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_FR';
    const funnel = marketPath(locale, '/staff/funnel');
    await visitAsStaff(page, locale, `${funnel}?mode=CUSTOMER_CARE`);
    await expect(
      page.getByRole('heading', { level: 1, name: message(locale, 'staffFunnel.title') }),
    ).toBeVisible();
    await expect(page.getByLabel(message(locale, 'staffFunnel.from'))).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expectAccessible(page, 'the staff funnel');
    // Days the API refuses say so.
    await visit(page, `${funnel}?from=2026-01-01&to=2026-03-01`);
    await expect(page.getByText(message(locale, 'staffFunnel.tooLong'))).toBeVisible();
    // Sign-out ends the session (the provider's own stays, as a real one's would).
    await visit(page, `${marketPath(locale, '/search')}?mode=CUSTOMER_CARE`);
    await panelOf(page, locale)
      .getByRole('button', { name: message(locale, 'customerCare.signOut') })
      .click();
    await expect(panelOf(page, locale).getByText(message(locale, 'customerCare.signInIntro'))).toBeVisible();
    expect((await page.context().cookies(SHOP_ORIGIN)).map((cookie) => cookie.name)).not.toContain(
      'escale_staff',
    );
    const signedOut = await page.request.get(funnel, { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toMatch(/^\/api\/staff\/signin\?/);
  },
);

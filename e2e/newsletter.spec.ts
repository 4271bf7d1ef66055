import type { Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectAccessibleOverlay,
  marketPath,
  message,
  ONCE,
  onceBeyondFirst,
  visit,
  withConsent,
} from './support';

// The newsletter (002 §4, §5, §7; S-367, S-410…S-416): the footer's signup, with and without
// JavaScript, and the acquisition modal that invites once, 10 s after moving to another page.

// A first visit: the suite's other journeys start with the modal closed (playwright.config.ts).
test.use({ storageState: withConsent('denied') });

const signupOf = (page: Page, locale: Locale) =>
  page.getByRole('form', { name: message(locale, 'newsletter.title') });

/** The footer's form, hydrated: the footer's code loads as it nears the window. */
async function footerSignup(page: Page, locale: Locale) {
  const form = signupOf(page, locale);
  await form.scrollIntoViewIfNeeded();
  const email = form.getByRole('textbox', { name: message(locale, 'newsletter.email') });
  await expect
    .poll(() => email.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__react'))))
    .toBe(true);
  return { form, email };
}

const unique = (name: string) => `${name}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;

for (const [index, locale] of (['fr_FR', 'es_ES', 'nl_BE'] as const).entries()) {
  test(
    `S-367 S-410 S-411 S-416 ${locale}: the footer signs a valid address up, with a correction offered`,
    onceBeyondFirst(index),
    async ({ page }) => {
      await visit(page, marketPath(locale, '/search'));
      const { email } = await footerSignup(page, locale);
      const posts: unknown[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/gateway/marketing/newsletter')) {
          posts.push(request.postDataJSON());
        }
      });
      await email.fill('camille@example');
      await email.press('Enter');
      await expect(email).toHaveAccessibleDescription(message(locale, 'buyerForm.emailInvalid'));
      expect(posts).toEqual([]);
      await email.fill(unique('camille').replace('example.com', 'gmial.com'));
      await email.blur();
      await page
        .getByRole('button', {
          name: message(locale, 'buyerForm.emailSuggestion', { suggestion: 'gmail.com' }),
        })
        .click();
      await expect(email).toHaveValue(/@gmail\.com$/);
      await page.getByRole('button', { name: message(locale, 'newsletter.subscribe') }).click();
      await expect(page.getByText(message(locale, 'newsletter.sent'))).toBeVisible();
      const [market] = [locale.split('_')];
      expect(posts).toEqual([
        { email: expect.stringMatching(/@gmail\.com$/), country: market?.[1], language: market?.[0] },
      ]);
      await expectAccessible(page, `footer signup sent in ${locale}`);
    },
  );
}

test('S-412 a failed signup stays unsent, with no message, and is logged', ONCE, async ({ page }) => {
  const locale = 'it_IT';
  await page.route('**/gateway/marketing/newsletter', (route) => route.fulfill({ status: 503, body: '{}' }));
  const logs: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/gateway/logs') {
      logs.push(request.postData() ?? '');
    }
  });
  await visit(page, marketPath(locale));
  const { email } = await footerSignup(page, locale);
  await email.fill(unique('giulia'));
  await page.getByRole('button', { name: message(locale, 'newsletter.subscribe') }).click();
  await expect.poll(() => logs.join()).toContain('application.client.newsletter');
  await expect(page.getByRole('button', { name: message(locale, 'newsletter.subscribe') })).toBeEnabled();
  await expect(page.getByText(message(locale, 'newsletter.sent'))).toHaveCount(0);
  await expect(signupOf(page, locale).getByRole('alert')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('S-367 the footer form posts and comes back with the thank-you', ONCE, async ({ page }) => {
    const locale = 'fr_BE';
    await page.goto(marketPath(locale, '/search'));
    const form = signupOf(page, locale);
    await form.getByRole('textbox', { name: message(locale, 'newsletter.email') }).fill(unique('lucie'));
    await form.getByRole('button', { name: message(locale, 'newsletter.subscribe') }).click();
    await expect(page).toHaveURL(
      new RegExp(`${marketPath(locale, '/search')}\\?newsletter=sent#newsletter$`),
    );
    await expect(page.getByText(message(locale, 'newsletter.sent'))).toBeVisible();
  });
});

test.describe('the acquisition modal', () => {
  /**
   * Moves to another page of the visit (the tab's session), then waits until the page counted
   * itself, which starts the invitation's 10 s.
   */
  async function moveTo(page: Page, locale: Locale, path: string) {
    const shown = await page.evaluate(() => Number(sessionStorage.getItem('escale:pagesShown')));
    await visit(page, marketPath(locale, path));
    await expect
      .poll(() => page.evaluate(() => Number(sessionStorage.getItem('escale:pagesShown'))))
      .toBe(shown + 1);
  }

  test('S-413 S-415 invites 10 s after moving to another page, signs up, closes 1.2 s later, and never again', async ({
    page,
  }) => {
    const locale = 'fr_FR';
    await page.clock.install();
    await visit(page, marketPath(locale));
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('escale:pagesShown'))).toBe('1');
    const dialog = page.getByRole('dialog', { name: message(locale, 'newsletter.modalTitle') });
    // Not on the first page of a visit.
    await page.clock.runFor(11_000);
    await expect(dialog).toHaveCount(0);
    await moveTo(page, locale, '/search');
    await page.clock.runFor(9_000);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(dialog).toBeVisible();
    await expectAccessibleOverlay(page, '[role="dialog"]', 'newsletter modal');
    await dialog.getByRole('textbox', { name: message(locale, 'newsletter.email') }).fill(unique('lea'));
    await dialog.getByRole('button', { name: message(locale, 'newsletter.subscribe') }).click();
    await expect(dialog.getByText(message(locale, 'newsletter.sent'))).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: message(locale, 'newsletter.subscribe') }),
    ).toBeDisabled();
    await page.clock.runFor(1_300);
    await expect(dialog).toHaveCount(0);
    // S-414: never after a signup.
    await moveTo(page, locale, '/stay/100472');
    await page.clock.runFor(11_000);
    await expect(dialog).toHaveCount(0);
  });

  test(
    'S-414 once closed, it never shows again; nor on other pages than home, search and product',
    ONCE,
    async ({ page }) => {
      const locale = 'es_ES';
      await page.clock.install();
      await visit(page, marketPath(locale, '/search'));
      const dialog = page.getByRole('dialog', { name: message(locale, 'newsletter.modalTitle') });
      await moveTo(page, locale, '/gifts');
      await page.clock.runFor(11_000);
      await expect(dialog).toHaveCount(0);
      await moveTo(page, locale, '/search');
      await page.clock.runFor(11_000);
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await moveTo(page, locale, '');
      await page.clock.runFor(11_000);
      await expect(dialog).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('escale:newsletter'))).toBe('closed');
    },
  );
});

import type { Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, marketPath, message, ONCE, onceBeyondFirst, visit } from './support';

// The contact page (002 §2 Contact page, §4, §5, §8; S-417…S-430, G-08, G-58): a reason opens the
// form; Send checks the fields, solves the bot check and files the request with the CRM stand-in,
// which sends the visitor back with the thank-you.

const fillForm = async (page: Page, locale: Locale, values: Record<string, string>) => {
  const labels = {
    bookingNumber: message(locale, 'contact.bookingNumber'),
    name: message(locale, 'contact.name'),
    email: message(locale, 'buyerForm.email'),
    phone: message(locale, 'buyerForm.phoneNumber'),
    description: message(locale, 'contact.description'),
  } as Record<string, string>;
  for (const [field, value] of Object.entries(values)) {
    await page.getByRole('main').getByRole('textbox', { name: labels[field], exact: false }).fill(value);
  }
};

const valid = {
  bookingNumber: '12345678',
  name: 'Anne-Sophie d’Arc',
  email: 'anne.contact@example.fr',
  phone: '+33 6 12 34 56 78',
  description: 'Pourriez-vous renvoyer ma confirmation ?',
};

for (const [index, locale] of (['fr_FR', 'es_ES', 'nl_BE'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-417 S-420 S-426 S-427 S-429 ${locale}: a reason opens the form, Send checks it, proves a person and thanks`,
    onceBeyondFirst(index),
    async ({ page }) => {
      const botCheck: string[] = [];
      page.on('request', (request) => {
        if (/\/botCheck-[^/]*\.js$|\/api\/crm\/challenge/.test(request.url())) botCheck.push(request.url());
      });
      await visit(page, marketPath(locale, '/contact'));
      await expect(
        page.getByRole('heading', { level: 1, name: message(locale, 'contact.title') }),
      ).toBeVisible();
      await expect(page).toHaveTitle(message(locale, 'contact.metaTitle'));
      await expect(page.getByRole('button', { name: message(locale, 'contact.send') })).toHaveCount(0);
      await page
        .getByRole('combobox', { name: message(locale, 'contact.reason') })
        .selectOption({ label: message(locale, 'contact.reason.emailconf') });
      const form = page.getByRole('form', { name: message(locale, 'contact.reason.emailconf') });
      await form.getByRole('button', { name: message(locale, 'contact.send') }).click();
      await expect(form.getByText(message(locale, 'field.mandatory'))).toHaveCount(5);
      await expect(
        form.getByRole('textbox', { name: message(locale, 'contact.bookingNumber') }),
      ).toBeFocused();
      await expectAccessible(page, `${locale} contact form with errors`);
      await fillForm(page, locale, valid);
      // S-427: the bot check's code and challenge come with the first Send of a valid form, in the
      // point of sale's language.
      expect(botCheck).toEqual([]);
      await form.getByRole('button', { name: message(locale, 'contact.send') }).click();
      await expect(page).toHaveURL(new RegExp(`${marketPath(locale, '/contact')}\\?ref=contact_thank_you$`));
      expect(botCheck.filter((url) => url.endsWith('.js'))).toHaveLength(1);
      expect(botCheck.filter((url) => url.includes('/api/crm/challenge'))).toEqual([
        expect.stringContaining(`locale=${locale}`),
      ]);
      await expect(page.getByRole('status')).toHaveText(message(locale, 'contact.success'));
      await expectAccessible(page, `${locale} contact thank-you`);
    },
  );
}

test(
  'S-430 fr_BE: a bot check that cannot load shows the error and keeps what was typed',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_BE';
    await page.route('**/api/crm/challenge*', (route) => route.fulfill({ status: 503, body: '{}' }));
    await visit(page, `${marketPath(locale, '/contact')}?reason=complaint`);
    await fillForm(page, locale, valid);
    await page.getByRole('button', { name: message(locale, 'contact.send') }).click();
    await expect(page.getByRole('alert')).toHaveText(message(locale, 'contact.error'));
    await expect(page.getByRole('textbox', { name: message(locale, 'contact.description') })).toHaveValue(
      valid.description,
    );
    await expect(page).toHaveURL(/reason=complaint$/);
    // Once the check loads again, the same Send files the request.
    await page.unroute('**/api/crm/challenge*');
    await page.getByRole('button', { name: message(locale, 'contact.send') }).click();
    await expect(page.getByRole('status')).toHaveText(message(locale, 'contact.success'));
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'S-417 S-428 it_IT: the reason’s button opens the form, which posts its token',
    ONCE,
    async ({ page }) => {
      const locale = 'it_IT';
      await page.goto(marketPath(locale, '/contact'));
      await page
        .getByRole('combobox', { name: message(locale, 'contact.reason') })
        .selectOption({ label: message(locale, 'contact.reason.avv_info') });
      await page.getByRole('button', { name: message(locale, 'contact.continue') }).click();
      await expect(page).toHaveURL(/reason=avv_info$/);
      // No booking number to ask about an activity (S-419).
      await expect(page.getByRole('textbox', { name: message(locale, 'contact.bookingNumber') })).toHaveCount(
        0,
      );
      const { bookingNumber: _none, ...activityQuestion } = valid;
      // A wrong e-mail comes back from the server with its message, and what was typed.
      await fillForm(page, locale, { ...activityQuestion, email: 'anne@example' });
      await page.getByRole('button', { name: message(locale, 'contact.send') }).click();
      await expect(page.getByText(message(locale, 'buyerForm.emailInvalid'))).toBeVisible();
      await expect(page.getByRole('textbox', { name: message(locale, 'contact.name') })).toHaveValue(
        valid.name,
      );
      // The form's token counts after a person's delay.
      await page.waitForTimeout(3_200);
      await fillForm(page, locale, { email: valid.email });
      await page.getByRole('button', { name: message(locale, 'contact.send') }).click();
      await expect(page).toHaveURL(/\/it\/contact\?ref=contact_thank_you$/);
      await expect(page.getByRole('status')).toHaveText(message(locale, 'contact.success'));
    },
  );
});

import type { Locale } from '@escale/i18n/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, isMobile, marketPath, message, onceBeyondFirst, visit } from './support';

// The header and the top bar of every page (002 §2 Header, Top bar and menu, §4 Flow toggle):
// their parts on a phone and a desktop, the menus that open and close, and the checkout's
// simplified header.

/** Opens a menu by its button, sees its dialog, and closes it with Escape: the focus comes back. */
async function togglesOpenAndClosed(page: Page, button: Locator, name?: string) {
  await button.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
}

for (const [index, locale] of (['nl_BE', 'fr_FR', 'es_ES'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-344 S-353 ${locale}: the header shows its parts, and its menus open and close`,
    onceBeyondFirst(index),
    async ({ page }) => {
      await visit(page, marketPath(locale));
      const header = page.getByRole('banner');
      const mobile = isMobile(page);
      await expect(header.getByRole('link', { name: message(locale, 'header.home') })).toHaveAttribute(
        'href',
        marketPath(locale),
      );
      // Belgium has two languages, so a language selector (S-345); France and Spain have one.
      const language = header.getByRole('button', {
        name: new RegExp(`^${message(locale, 'header.language')}`),
      });
      await expect(language).toHaveCount(locale.endsWith('_BE') ? 1 : 0);
      await expect(header.getByRole('link', { name: message(locale, 'header.help') })).toBeVisible();
      const gift = header.getByRole('button', { name: message(locale, 'header.gift') });
      await expect(gift).toBeVisible();
      // Without accounts, the wishlist is in the header, on a Belgian phone in the menu only (S-432).
      const wishlist = header.getByRole('button', { name: message(locale, 'wishlist.open') });
      if (mobile && locale.endsWith('_BE')) await expect(wishlist).toBeHidden();
      else await expect(wishlist).toBeVisible();
      // The account entry: without accounts, the avatar that looks up a booking (S-348).
      await expect(header.getByRole('link', { name: message(locale, 'header.bookingLookup') })).toBeVisible();
      // The burger holds the "Inspirations" below the desktop breakpoint; the top bar above it.
      const burger = header.getByRole('button', { name: message(locale, 'header.menu') });
      if (mobile) await expect(burger).toBeVisible();
      else await expect(burger).toBeHidden();

      if (locale.endsWith('_BE')) {
        await togglesOpenAndClosed(page, language, message(locale, 'header.language'));
      }
      // The gift drawer is named after the market's gift content.
      await togglesOpenAndClosed(page, gift);
      if (mobile) await togglesOpenAndClosed(page, burger, message(locale, 'header.menu'));
      else await togglesOpenAndClosed(page, wishlist, message(locale, 'wishlist.title'));
      await expectAccessible(page, `${locale} header`);
    },
  );

  test(
    `S-356 S-357 ${locale}: the top bar's flow toggle leads to the gifting home and back, with the promo bar and, on a desktop, the menu`,
    onceBeyondFirst(index),
    async ({ page }) => {
      await visit(page, marketPath(locale));
      const flows = page.getByRole('navigation', { name: message(locale, 'topBar.flows') });
      const booking = flows.getByRole('link', { name: message(locale, 'topBar.booking') });
      await expect(booking).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('navigation', { name: message(locale, 'promoBar.label') })).toBeVisible();
      const menu = page.getByRole('button', { name: message(locale, 'menu.inspirations') });
      if (isMobile(page)) {
        await expect(menu).toBeHidden();
      } else {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
      }
      await flows.getByRole('link', { name: message(locale, 'topBar.gifting') }).click();
      await expect(page).toHaveURL(new RegExp(`${marketPath(locale)}\\?flow=gifting$`));
      await expect(flows.getByRole('link', { name: message(locale, 'topBar.gifting') })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await flows.getByRole('link', { name: message(locale, 'topBar.booking') }).click();
      await expect(page).toHaveURL(new RegExp(`${marketPath(locale)}$`));
    },
  );

  test(
    `S-351 ${locale}: the checkout has the simplified header, a back arrow and the logo, and no footer`,
    onceBeyondFirst(index),
    async ({ page }) => {
      await visit(page, `${marketPath(locale, '/checkout/50001')}?customType=OWN_USE#id=50001&a=1`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: message(locale, 'header.back') })).toBeVisible();
      await expect(header.getByRole('link', { name: message(locale, 'header.home') })).toBeVisible();
      await expect(header.getByRole('link', { name: message(locale, 'header.help') })).toHaveCount(0);
      await expect(header.getByRole('button', { name: message(locale, 'header.gift') })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: message(locale, 'topBar.flows') })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    },
  );
}

for (const [index, locale] of (['it_IT', 'nl_NL', 'fr_BE'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-366 ${locale}: the footer gives the contact hours, Monday to Friday, 9 to 6`,
    onceBeyondFirst(index),
    async ({ page }) => {
      await visit(page, marketPath(locale, '/contact'));
      const help = page
        .getByRole('contentinfo')
        .getByRole('region', { name: message(locale, 'footer.help') });
      await expect(help.getByText(message(locale, 'footer.contactHours'))).toBeVisible();
      expect(message(locale, 'footer.contactHours')).toMatch(/9.*18/);
    },
  );
}

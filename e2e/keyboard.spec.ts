import type { Locale } from '@escale/i18n/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { calendarDay, nextFriday } from './searchBox';
import { marketPath, message, visit } from './support';

// The search journey by keyboard alone (DESIGN.md "Quality": the booking journey works by keyboard):
// destination, dates, travellers and search; on the results, the skip link and a filter. No mouse anywhere.

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'Keyboard journeys run on the desktop layout');

/**
 * Presses Tab until `target` has focus (a visitor tabbing through the page). A widget that loads on
 * focus swaps its element in: focus settles on it before the next press.
 */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page
      .waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 1000 })
      .catch(() => undefined);
    // One query for both, answered at once: a widget that swaps its element in between a query for
    // the target and a look at the focus would otherwise be missed, and tabbed past.
    if ((await target.and(page.locator(':focus')).count()) > 0) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a visitor searches with the keyboard only', async ({ page }) => {
  const locale: Locale = 'fr_FR';
  await visit(page, marketPath(locale));
  const form = page.getByRole('form', { name: message(locale, 'searchBox.header.booking') });

  // The destination's combobox takes over from its plain input on focus.
  const combobox = form.getByRole('combobox', { name: message(locale, 'destination.label') });
  await tabTo(page, form.getByRole('textbox', { name: message(locale, 'destination.label') }).or(combobox));
  await expect(combobox).toBeFocused();
  await page.keyboard.type('Anne', { delay: 30 });
  await expect(page.getByRole('option', { name: 'Annecy', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(
    form.getByRole('textbox', { name: message(locale, 'destination.label') }).or(combobox),
  ).toHaveValue('Annecy');

  const dates = form.getByRole('button', { name: new RegExp(`^${message(locale, 'dates.label')}`) });
  await tabTo(page, dates);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: message(locale, 'calendar.title') });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  const checkin = nextFriday(21);
  const checkout = new Date(Date.parse(`${checkin}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  // Into the month grid: its one tabbable day.
  await tabTo(page, calendar.locator('[role="grid"] [tabindex="0"]').first());
  // Arrow keys walk the days; Enter picks one.
  for (const day of [checkin, checkout]) {
    for (let steps = 0; steps < 90; steps += 1) {
      if (await calendarDay(calendar, locale, day).evaluate((element) => element === document.activeElement))
        break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(calendarDay(calendar, locale, day)).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(calendar).toBeHidden({ timeout: 5000 });

  // S-015: the travellers' panel opens as focus reaches it.
  const panel = page.getByRole('dialog', { name: message(locale, 'travellers.prompt') });
  await tabTo(page, panel.getByRole('spinbutton', { name: message(locale, 'travellers.adults') }));
  // A stepper is a spin button: the arrow keys change it.
  const children = panel.getByRole('spinbutton', { name: message(locale, 'travellers.children') });
  await tabTo(page, children);
  await page.keyboard.press('ArrowUp');
  await expect(children).toHaveAttribute('aria-valuenow', '1');
  await tabTo(page, panel.getByRole('button', { name: message(locale, 'travellers.confirm') }));
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();

  await tabTo(page, form.getByRole('button', { name: message(locale, 'searchBox.submit'), exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr\/search\?flow=booking&from=searchbar#/);
  const hash = Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.slice(1)));
  expect(hash).toMatchObject({ city: 'city-annecy', checkin, checkout, c: '1' });
});

test('a visitor filters the results with the keyboard only', async ({ page }) => {
  const locale: Locale = 'fr_FR';
  await visit(page, `${marketPath(locale, '/search')}#a=2&c=1&b=0&city=city-annecy`);
  // The skip link, first stop of the page, leads past the header to the results.
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await tabTo(page, skip);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  expect(new URL(page.url()).hash).toContain('city=city-annecy');

  const more = page.getByRole('group', { name: message(locale, 'filters.title') }).getByRole('button', {
    name: message(locale, 'filters.more'),
  });
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  const filters = page.getByRole('dialog', { name: message(locale, 'filters.more') });
  const fourStars = filters.getByRole('checkbox', {
    name: new RegExp(`^${message(locale, 'filters.starCount', { stars: 4 })}`),
  });
  await tabTo(page, fourStars);
  await page.keyboard.press('Space');
  await expect(fourStars).toBeChecked();
  await tabTo(page, filters.getByRole('button', { name: message(locale, 'filters.seeResults') }));
  await page.keyboard.press('Enter');
  await expect(filters).toBeHidden();
  await expect.poll(() => new URLSearchParams(new URL(page.url()).hash.slice(1)).get('stars')).toBe('4');
  await expect(
    more.or(page.getByRole('button', { name: new RegExp(`^${message(locale, 'filters.more')}`) })),
  ).toBeFocused();
});

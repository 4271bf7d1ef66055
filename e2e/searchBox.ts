import type { Locale } from '@escale/i18n/core';
import { expect, type Locator, type Page } from '@playwright/test';
import { isMobile, message } from './support';

// The search box as a visitor uses it, on mobile (the full-screen form behind the summary bar)
// and on desktop (the bar).

/** The search form: the bar on desktop, the full-screen modal on mobile (opened first). */
export async function openSearchForm(page: Page, locale: Locale): Promise<Locator> {
  if (!isMobile(page)) return page.getByRole('form', { name: message(locale, 'searchBox.header.booking') });
  await page
    .getByRole('button', { name: new RegExp(message(locale, 'searchBox.editSearch')) })
    .first()
    .click();
  return page.getByRole('dialog', { name: message(locale, 'searchBox.modalTitle.weekend') });
}

/** Types a place and picks the city suggestion with that exact name. */
export async function chooseDestination(form: Locator, locale: Locale, term: string, city: string) {
  await form.getByRole('textbox', { name: message(locale, 'destination.label') }).click();
  const combobox = form.getByRole('combobox', { name: message(locale, 'destination.label') });
  await expect(combobox).toBeFocused();
  await combobox.pressSequentially(term, { delay: 30 });
  const cities = form.page().getByRole('group', { name: message(locale, 'destination.category.city') });
  await cities.getByRole('option', { name: city, exact: true }).click();
}

/** The calendar's button for a day, whatever the selection state words before the date. */
export function calendarDay(calendar: Locator, locale: Locale, isoDate: string): Locator {
  const label = new Intl.DateTimeFormat(locale.replace('_', '-'), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${isoDate}T12:00:00Z`));
  return calendar.getByRole('button', { name: new RegExp(`(^|, )${label}\\b`, 'i') });
}

/** Picks checkin and checkout in the calendar, scrolling or paging to their month. */
export async function chooseDates(form: Locator, locale: Locale, checkin: string, checkout: string) {
  const page = form.page();
  await form.getByRole('button', { name: new RegExp(`^${message(locale, 'dates.label')}`) }).click();
  const calendar = page.getByRole('dialog', { name: message(locale, 'calendar.title') });
  // The calendar loads on first use.
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  for (const day of [checkin, checkout]) {
    const button = calendarDay(calendar, locale, day);
    for (let tries = 0; tries < 6 && !(await button.isVisible()); tries += 1) {
      await calendar.getByRole('button', { name: message(locale, 'calendar.nextMonth') }).click();
    }
    await button.click();
  }
  await expect(calendar).toBeHidden({ timeout: 5000 });
}

/** Adds children in the travellers' panel and confirms. */
export async function addChildren(form: Locator, locale: Locale, count: number) {
  const page = form.page();
  await form.getByRole('button', { name: new RegExp(`^${message(locale, 'travellers.label')}`) }).click();
  const panel = page.getByRole('dialog', { name: message(locale, 'travellers.prompt') });
  const children = panel.getByRole('spinbutton', { name: message(locale, 'travellers.children') });
  for (let i = 0; i < count; i += 1) {
    await panel
      .getByRole('button', { name: new RegExp(`${message(locale, 'travellers.children')}$`) })
      .last()
      .click();
  }
  await expect(children).toHaveAttribute('aria-valuenow', String(count));
  await panel.getByRole('button', { name: message(locale, 'travellers.confirm') }).click();
  await expect(panel).toBeHidden();
}

/** A date `days` from today, as the API's clock and the calendar see it. */
export function isoDateIn(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The next Friday at least `minDays` away: a weekend the catalog sells. */
export function nextFriday(minDays: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + minDays);
  while (date.getUTCDay() !== 5) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

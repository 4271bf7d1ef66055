import { formatPrice, type Locale } from '@escale/i18n/core';
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { calendarDay } from './searchBox';
import {
  expectAccessible,
  expectAccessibleOverlay,
  isMobile,
  marketPath,
  message,
  ONCE,
  visit,
} from './support';

// The stay product page and the hotel page (001 §2.3–§2.5, §4): a visitor chooses dates,
// travellers and activity days, and every price shown is the API's.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
// The test-scale catalog is deterministic: Le Relais de l'Horloge (Chamonix) sells a weekend with a
// dinner and a massage (2 nights exactly), a breakfast stay, and a hiking stay that extends it.
const HOTEL = 10047;
const STAY_WITH_ACTIVITY = 100472;
const UPSELL_BASE = 100470;

interface Quote {
  priceInfo: { sellPrice: number; nights: number };
  activityDates: { activityId: number; title: string; dates: { value: string; date: string }[] }[];
}

async function apiJson<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  const response = await page.request.get(`${API}${path}`);
  return { status: response.status(), body: (await response.json()) as T };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first checkin three weeks away or more that the API sells for two nights and `adults`. */
async function bookableCheckin(page: Page, offerId: number, adults: number): Promise<string> {
  const { body } = await apiJson<{ days: Record<string, { minLos?: number } | null> }>(
    page,
    `/api/weekend/${offerId}/availabilities.json?locale=fr_FR&length=3&adult=${adults}`,
  );
  const from = addDays(new Date().toISOString().slice(0, 10), 21);
  for (const [day, availability] of Object.entries(body.days).sort()) {
    if (day < from || !availability || (availability.minLos ?? 1) > 2) continue;
    const quote = await apiJson(
      page,
      `/api/product/${offerId}/quote?locale=fr_FR&checkin=${day}&nights=2&adult=${adults}`,
    );
    if (quote.status === 200) return day;
  }
  throw new Error(`offer ${offerId} sells no two-night stay in the next months`);
}

const bookingPanel = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: message(locale, 'booking.title') });

/** Opens the panel's calendar from "See prices" and pages to the month of `day`. */
async function openCalendarAt(page: Page, panel: Locator, locale: Locale, day: string) {
  await panel.getByRole('button', { name: message(locale, 'booking.seePrices') }).click();
  const calendar = page.getByRole('dialog', { name: message(locale, 'calendar.title') });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  const shown = calendarDay(calendar, locale, day);
  for (let tries = 0; tries < 6 && !(await shown.isVisible()); tries += 1) {
    await calendar.getByRole('button', { name: message(locale, 'calendar.nextMonth') }).click();
  }
  return calendar;
}

/** Opens the panel's calendar from "See prices" and picks the stay, paging to its month. */
async function chooseStay(page: Page, panel: Locator, locale: Locale, checkin: string, checkout: string) {
  const calendar = await openCalendarAt(page, panel, locale, checkin);
  await calendarDay(calendar, locale, checkin).click();
  // The minimum stay: this stay sells two nights exactly, so the next day cannot end it.
  const tooShort = calendarDay(calendar, locale, addDays(checkin, 1));
  if (await tooShort.isVisible()) await expect(tooShort).toHaveAttribute('aria-disabled', 'true');
  await calendarDay(calendar, locale, checkout).click();
  await calendar.getByRole('button', { name: message(locale, 'calendar.validate') }).click();
  await expect(calendar).toBeHidden({ timeout: 5000 });
}

/** The panel prices two nights for two adults with the API's quote, in the market's format. */
async function expectQuotedStay(page: Page, panel: Locator, locale: Locale, checkin: string) {
  const couple = await apiJson<Quote>(
    page,
    `/api/product/${STAY_WITH_ACTIVITY}/quote?locale=${locale}&checkin=${checkin}&nights=2&adult=2`,
  );
  await expect(
    panel.getByText(formatPrice(couple.body.priceInfo.sellPrice, locale), { exact: false }).first(),
  ).toBeVisible();
  await expect(panel.getByText(message(locale, 'price.from'))).toHaveCount(0);
}

// The whole journey in one market; what differs by market is checked below from a priced link.
for (const locale of ['fr_FR'] as const) {
  test(`S-213 S-232 S-233 S-235 S-238 S-239 S-242 S-254 ${locale}: a stay priced with dates, travellers and activity days`, async ({
    page,
  }) => {
    test.slow();
    const checkin = await bookableCheckin(page, STAY_WITH_ACTIVITY, 3);
    const checkout = addDays(checkin, 2);
    await visit(page, marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`));
    const panel = bookingPanel(page, locale);
    // S-232: no dates, a from-price and "See prices".
    await expect(panel.getByText(message(locale, 'price.from'))).toBeVisible();
    await expectAccessible(page, `${locale} stay page`);

    await chooseStay(page, panel, locale, checkin, checkout);
    // S-233: the hash takes the dates and their nights; the quote of the API prices the stay.
    await expect(page).toHaveURL(new RegExp(`#checkin=${checkin}&checkout=${checkout}&night=2&a=2`));
    await expectQuotedStay(page, panel, locale, checkin);

    // S-235: a third adult reprices the stay.
    await panel.getByRole('button', { name: new RegExp(`^${message(locale, 'travellers.label')}`) }).click();
    const travellers = page.getByRole('dialog', { name: message(locale, 'travellers.prompt') });
    await travellers
      .getByRole('button', { name: new RegExp(`${message(locale, 'travellers.adults')}$`) })
      .last()
      .click();
    await travellers.getByRole('button', { name: message(locale, 'travellers.confirm') }).click();
    await expect(travellers).toBeHidden();
    await expect(page).toHaveURL(/&a=3&c=0&b=0/);
    const trio = await apiJson<Quote>(
      page,
      `/api/product/${STAY_WITH_ACTIVITY}/quote?locale=${locale}&checkin=${checkin}&nights=2&adult=3`,
    );
    await expect(
      panel.getByText(formatPrice(trio.body.priceInfo.sellPrice, locale), { exact: false }).first(),
    ).toBeVisible();

    // S-239: Book asks for the activity day first.
    const book = panel.getByRole('button', { name: message(locale, 'booking.book'), exact: true });
    await book.click();
    await expect(panel.getByText(message(locale, 'booking.chooseActivityDates'))).toBeVisible();
    expect(page.url()).toContain(`/stay/${STAY_WITH_ACTIVITY}`);
    const activity = trio.body.activityDates[0];
    if (!activity) throw new Error('the stay has no activity to date');
    const day = activity.dates[1] ?? activity.dates[0];
    if (!day) throw new Error(`${activity.title} has no day`);
    await panel.getByLabel(activity.title).selectOption(day.value);
    await expect(page).toHaveURL(new RegExp(`activityDates=${day.value}`));
    await expectAccessible(page, `${locale} stay page with a quote`);

    // S-241, S-242: Book starts the checkout with the stay in its hash (and the best-price flag
    // when the checkin is the cheapest day of its month).
    await book.click();
    await expect(page).toHaveURL(
      new RegExp(
        `${marketPath(locale, '/checkout')}#id=${STAY_WITH_ACTIVITY}&offerId=${STAY_WITH_ACTIVITY}&a=3&c=0&b=0&checkin=${checkin}&checkout=${addDays(checkin, 2)}&night=2(&bestPrice=1)?&activityDates=${day.value}$`,
      ),
    );
    // The booking summary asks for the quote's amount.
    const pay = message(locale, 'checkout.pay', {
      amount: formatPrice(trio.body.priceInfo.sellPrice, locale),
    });
    await expect(page.getByRole('button', { name: pay })).toBeVisible();
  });
}

for (const locale of ['it_IT', 'nl_NL'] as const) {
  test(
    `S-233 S-330 ${locale}: a stay linked with its dates shows the API's price in the market's format`,
    ONCE,
    async ({ page }) => {
      const checkin = await bookableCheckin(page, STAY_WITH_ACTIVITY, 2);
      const checkout = addDays(checkin, 2);
      await visit(
        page,
        `${marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`)}#checkin=${checkin}&checkout=${checkout}&night=2&a=2&c=0&b=0`,
      );
      const panel = bookingPanel(page, locale);
      await expectQuotedStay(page, panel, locale, checkin);
      // S-330: pay later is offered in fr_FR, es_ES, fr_BE and nl_BE only.
      await expect(panel.getByRole('button', { name: message(locale, 'payLater.howItWorks') })).toHaveCount(
        0,
      );
      await expect(
        panel.getByRole('button', { name: message(locale, 'booking.book'), exact: true }),
      ).toBeVisible();
      await expectAccessible(page, `${locale} stay page with a quote`);
    },
  );
}

test('S-310 S-312 fr_FR: the stay page passes axe with each overlay open; the calendar opens its cancellation conditions', async ({
  page,
}) => {
  const locale = 'fr_FR';
  const checkin = await bookableCheckin(page, STAY_WITH_ACTIVITY, 2);
  await visit(
    page,
    `${marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`)}#checkin=${checkin}&checkout=${addDays(checkin, 2)}&night=2&a=2&c=0&b=0`,
  );
  const panel = bookingPanel(page, locale);
  await expectQuotedStay(page, panel, locale, checkin);

  // S-312: with dates, the calendar gives their cancellation deadline; S-310: its conditions open
  // over the calendar, and closing them leaves the calendar open.
  await panel.getByRole('button', { name: new RegExp(`^${message(locale, 'dates.label')}`) }).click();
  const calendar = page.getByRole('dialog', { name: message(locale, 'calendar.title') });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  await expect(calendar.getByText(/^Modification et annulation gratuites jusqu/)).toBeVisible();
  // Opened from the middle of the page, all of it shows, down to its buttons.
  await expect(calendar).toBeInViewport({ ratio: 1 });
  await expect(calendar.getByRole('button', { name: message(locale, 'calendar.validate') })).toBeInViewport({
    ratio: 1,
  });
  await expectAccessibleOverlay(page, '[role="dialog"]', 'stay calendar');
  const conditionsButton = calendar.getByRole('button', { name: message(locale, 'cancellation.title') });
  await conditionsButton.click();
  const conditions = page.getByRole('dialog', { name: message(locale, 'cancellation.title') });
  await expect(conditions).toBeVisible();
  await expectAccessibleOverlay(page, '[role="dialog"]', 'cancellation conditions over the calendar');
  await page.keyboard.press('Escape');
  await expect(conditions).toBeHidden();
  await expect(calendar).toBeVisible();
  await expect(conditionsButton).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  await panel.getByRole('button', { name: new RegExp(`^${message(locale, 'travellers.label')}`) }).click();
  const travellers = page.getByRole('dialog', { name: message(locale, 'travellers.prompt') });
  await expect(travellers).toBeVisible();
  await expectAccessibleOverlay(page, '[role="dialog"]', 'stay travellers');
  await page.keyboard.press('Escape');
  await expect(travellers).toBeHidden();

  const gallery = page.getByRole('button', { name: 'Voir toutes les photos' });
  await gallery.click();
  const lightbox = page.getByRole('dialog', {
    name: new RegExp(`^${message(locale, 'lightbox.title', { name: '' })}`),
  });
  await expect(lightbox.getByRole('img').first()).toBeVisible();
  await expectAccessibleOverlay(page, '[role="dialog"]', 'stay pictures');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(gallery).toBeFocused();
});

test(
  'S-209 S-234 es_ES: dates the offer does not sell show the message, and See all offers clears them',
  ONCE,
  async ({ page }) => {
    const locale = 'es_ES';
    const checkin = await bookableCheckin(page, STAY_WITH_ACTIVITY, 2);
    // One night: this stay sells two.
    await visit(
      page,
      `${marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`)}#checkin=${checkin}&checkout=${addDays(checkin, 1)}&a=2&c=0&b=0`,
    );
    const panel = bookingPanel(page, locale);
    await expect(panel.getByText(message(locale, 'booking.unavailable'))).toBeVisible();
    await expect(
      panel.getByRole('button', { name: message(locale, 'booking.book'), exact: true }),
    ).toBeDisabled();
    await expectAccessible(page, 'es_ES stay without availability');
    await panel.getByRole('button', { name: message(locale, 'booking.seeAllOffers') }).click();
    await expect(page).not.toHaveURL(/checkin=/);
    await expect(panel.getByRole('button', { name: message(locale, 'booking.seePrices') })).toBeVisible();
    await expect(panel.getByText(message(locale, 'price.from'))).toBeVisible();
  },
);

test(
  'S-249 fr_FR: a failed quote shows no more availabilities, refuses booking and is reported',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_FR';
    await page.route('**/api/product/*/quote?**', (route) => route.fulfill({ status: 500, body: '{}' }));
    const reported = page.waitForRequest(
      (request) =>
        request.url().includes('/gateway/logs') &&
        (request.postData() ?? '').includes('application.client.quote'),
    );
    const checkin = addDays(new Date().toISOString().slice(0, 10), 30);
    await visit(
      page,
      `${marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`)}#checkin=${checkin}&checkout=${addDays(checkin, 2)}&a=2&c=0&b=0`,
    );
    const panel = bookingPanel(page, locale);
    const label = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await expect(panel.getByRole('alert')).toHaveText(
      message(locale, 'booking.noMoreAvailabilities', { product: label }),
    );
    await expect(
      panel.getByRole('button', { name: message(locale, 'booking.book'), exact: true }),
    ).toBeDisabled();
    await reported;
  },
);

test('S-103 S-238 fr_FR: a picked checkin asks for its checkout nights, and only those can end the stay', async ({
  page,
}) => {
  const locale = 'fr_FR';
  const checkin = await bookableCheckin(page, STAY_WITH_ACTIVITY, 2);
  // The offer's window allows two nights; the answer for this checkin allows none.
  await page.route('**/api/weekend/*/packageCheckoutNights.json?**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await visit(page, marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`));
  const calendar = await openCalendarAt(page, bookingPanel(page, locale), locale, checkin);
  const asked = page.waitForRequest(
    (request) =>
      request.url().includes(`/api/weekend/${STAY_WITH_ACTIVITY}/packageCheckoutNights.json`) &&
      new URL(request.url()).searchParams.get('checkin') === checkin,
  );
  const checkout = calendarDay(calendar, locale, addDays(checkin, 2));
  await calendarDay(calendar, locale, checkin).click();
  await asked;
  await expect(checkout).toHaveAttribute('aria-disabled', 'true');
  // S-238: the calendar of See prices closed without both dates asks for them.
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(bookingPanel(page, locale).getByText(message(locale, 'booking.chooseDates'))).toBeVisible();
});

test('S-306 S-307 fr_FR: adding an extra leads to the richer stay, removing it leads back', async ({
  page,
}) => {
  const locale = 'fr_FR';
  await visit(page, marketPath(locale, `/stay/${UPSELL_BASE}`));
  const add = page.getByRole('button', { name: new RegExp(`^${message(locale, 'upsell.add')}`) }).first();
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: message(locale, 'upsell.adding') })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/stay/(?!${UPSELL_BASE})\\d+`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`^${message(locale, 'upsell.remove')}`) })
    .first()
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: message(locale, 'upsell.removing') }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/stay/${UPSELL_BASE}(#|$)`));
  await expectAccessible(page, 'fr_FR stay after removing an extra');
});

test('S-193 S-197 S-201 S-204 S-399 S-401 S-404 S-405 nl_NL: the hotel page, its offers and its reviews', async ({
  page,
}) => {
  const locale = 'nl_NL';
  await visit(page, marketPath(locale, `/hotel/${HOTEL}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Relais de l.Horloge/);
  // S-197: about, offers, reviews, in this order (the reviews come once loaded).
  await expect(page.locator('#reviews')).toBeVisible();
  const sections = await page
    .locator('main section[id]')
    .evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(sections.filter((id) => ['about', 'offers', 'reviews'].includes(id))).toEqual([
    'about',
    'offers',
    'reviews',
  ]);
  await expectAccessible(page, 'nl_NL hotel page');

  // S-204: an offer chosen without dates opens the calendar.
  await page
    .getByRole('button', { name: new RegExp(`^${message(locale, 'room.choose')}`) })
    .first()
    .click();
  const calendar = page.getByRole('dialog', { name: message(locale, 'calendar.title') });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  // S-399, S-401: the reviews modal, its sort and its pages of 10.
  await page.getByRole('button', { name: message(locale, 'reviews.readAll') }).click();
  const modal = page.getByRole('dialog', { name: message(locale, 'reviews.title') });
  await expect(modal.getByRole('article').first()).toBeVisible();
  const language = modal.getByLabel(message(locale, 'reviews.languageLabel'));
  await language.selectOption('all');
  await expect(modal.getByRole('article')).toHaveCount(10);
  await modal.getByRole('button', { name: message(locale, 'reviews.showMore') }).click();
  await expect(modal.getByRole('article')).toHaveCount(20);
  // S-404: a new sort starts again from the first page.
  await modal.getByLabel(message(locale, 'reviews.sortLabel')).selectOption('SCORE_DESC');
  await expect(modal.getByRole('article')).toHaveCount(10);
  await expectAccessible(page, 'nl_NL reviews modal');
});

test('S-038 S-213 fr_FR: a search result leads to its stay page', async ({ page }) => {
  const locale = 'fr_FR';
  await visit(page, `${marketPath(locale, '/search')}#city=city-chamonix-mont-blanc&a=2&c=0&b=0`);
  // The hash's city applies once the page is interactive.
  const card = page.getByRole('article').first();
  await expect(card).toContainText('Chamonix');
  const link = card.getByRole('heading').getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/fr\/stay\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  if (isMobile(page)) await expect(bookingPanel(page, locale)).toBeAttached();
  else await expect(bookingPanel(page, locale)).toBeVisible();
});

test('S-236 S-237 S-314 it_IT: switching to gifting prices the gift for two and offers it', async ({
  page,
}) => {
  const locale = 'it_IT';
  const checkin = await bookableCheckin(page, STAY_WITH_ACTIVITY, 2);
  await visit(
    page,
    `${marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`)}#checkin=${checkin}&checkout=${addDays(checkin, 2)}&a=3&c=0&b=0`,
  );
  const flows = page.getByRole('navigation', { name: message(locale, 'topBar.flows') });
  await flows.getByRole('link', { name: message(locale, 'topBar.gifting') }).click();
  // S-236: the same offer, for 2 adults and the gift's nights, without dates.
  await expect(page).toHaveURL(
    new RegExp(`/it/stay/${STAY_WITH_ACTIVITY}\\?flow=gifting#a=2&c=0&b=0&giftNights=2$`),
  );
  const panel = page.getByRole('region', { name: message(locale, 'booking.giftTitle') });
  const { body: gift } = await apiJson<{ offers: { current: boolean; priceInfo: { sellPrice: number } }[] }>(
    page,
    `/api/product/${STAY_WITH_ACTIVITY}/offers?locale=${locale}&flow=gifting&nights=2`,
  );
  const price = gift.offers.find((offer) => offer.current)?.priceInfo.sellPrice ?? 0;
  await expect(panel.getByText(formatPrice(price, locale), { exact: false }).first()).toBeVisible();
  // Gifting: no dates, no travellers, no cancellation policy (S-314).
  await expect(
    panel.getByRole('button', { name: new RegExp(`^${message(locale, 'dates.label')}`) }),
  ).toHaveCount(0);
  await expect(panel.getByText(message(locale, 'cancellation.title'))).toHaveCount(0);
  await expectAccessible(page, 'it_IT gifting stay page');
  // S-237: Offer opens the gift's personalisation, which goes on to the booking summary with its
  // nights and its format.
  await panel.getByRole('button', { name: message(locale, 'booking.offer'), exact: true }).click();
  await page
    .getByRole('dialog', { name: message(locale, 'giftMessageForm.title') })
    .getByRole('button', { name: message(locale, 'giftMessageForm.offer'), exact: true })
    .click();
  await expect(page).toHaveURL(
    new RegExp(
      `/it/checkout#id=${STAY_WITH_ACTIVITY}&offerId=${STAY_WITH_ACTIVITY}&a=2&c=0&b=0&giftNights=2&giftFormat=digital$`,
    ),
  );
  await expect(
    page.getByRole('button', {
      name: message(locale, 'checkout.pay', { amount: formatPrice(price, locale) }),
    }),
  ).toBeVisible();
});

test(
  'S-196 S-446 S-450 fr_BE: the hotel page opens on its offers and tells search engines its rating',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_BE';
    await visit(page, `${marketPath(locale, `/hotel/${HOTEL}`)}#a=2&c=0&b=0&anchor=products`);
    // S-196: anchor=products brings the offers into view.
    await expect(page.locator('#offers')).toBeInViewport();
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/be/fr/hotel/${HOTEL}$`),
    );
    await expect(head.locator('link[rel="alternate"][hreflang="nl-NL"]')).toHaveAttribute(
      'href',
      new RegExp(`/nl/hotel/${HOTEL}$`),
    );
    // 001 §2.3: the rating as structured data, on a 0–10 scale.
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data.aggregateRating).toMatchObject({
      bestRating: 10,
      worstRating: 0,
      reviewCount: expect.any(Number),
    });
  },
);

test('S-217 fr_FR: on a large screen the booking bar follows once the panel has left the view', async ({
  page,
}) => {
  test.skip(isMobile(page), 'The sticky bar is for screens from the tablet up');
  const locale = 'fr_FR';
  await visit(page, marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`));
  const seePrices = message(locale, 'booking.seePrices');
  await expect(page.getByRole('button', { name: seePrices })).toHaveCount(1);
  await page.locator('footer').scrollIntoViewIfNeeded();
  // The bar's button acts as the panel's: it brings the panel back and opens the calendar.
  await expect(page.getByRole('button', { name: seePrices })).toHaveCount(2);
  await page.getByRole('button', { name: seePrices }).last().click();
  await expect(page.getByRole('dialog', { name: message(locale, 'calendar.title') })).toBeVisible();
});

test(
  'S-187 es_ES: an offer no longer on sale shows the expired view and leads to its hotel',
  ONCE,
  async ({ page }) => {
    const locale = 'es_ES';
    // About one offer in thirty is off sale in the catalog: find one.
    let expired: { id: number; hotel: number } | null = null;
    for (let id = 100_000; id < 101_000 && !expired; id += 25) {
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          apiJson<{ offer?: { id: number; active: boolean }; hotel?: { id: number } }>(
            page,
            `/api/product/${id + index}?locale=${locale}`,
          ),
        ),
      );
      const off = answers.find((answer) => answer.status === 200 && answer.body.offer?.active === false);
      if (off?.body.offer && off.body.hotel) expired = { id: off.body.offer.id, hotel: off.body.hotel.id };
    }
    if (!expired) throw new Error('the catalog has no offer off sale');
    await visit(page, marketPath(locale, `/stay/${expired.id}`));
    await expect(page.getByRole('heading', { name: message(locale, 'expired.title') })).toBeVisible();
    await expect(page.getByText(message(locale, 'expired.productText'))).toBeVisible();
    await expectAccessible(page, 'es_ES expired offer');
    await page.getByRole('link', { name: message(locale, 'expired.seeOtherOffers') }).click();
    await expect(page).toHaveURL(new RegExp(`/es/hotel/${expired.hotel}`));
  },
);

test(
  'S-218 S-221 S-407 nl_NL: the stay page sections in order; a hotel whose reviews fail to load shows none',
  ONCE,
  async ({ page }) => {
    const locale = 'nl_NL';
    await visit(page, marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`));
    const order = await page.locator('main section[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(
      order.filter((id) =>
        ['description', 'room', 'experience', 'reviews', 'hotel', 'practicalInfo'].includes(id),
      ),
    ).toEqual(['description', 'room', 'experience', 'reviews', 'hotel', 'practicalInfo']);

    await page.route('**/api/hotel/*/reviews.json*', (route) => route.fulfill({ status: 502, body: '' }));
    await visit(page, marketPath(locale, `/hotel/${HOTEL}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#offers')).toBeVisible();
    await expect(page.getByRole('button', { name: message(locale, 'reviews.readAll') })).toHaveCount(0);
    await expect(page.locator('#reviews')).toHaveCount(0);
  },
);

test('S-244 the native app view has a Back button instead of the site chrome', async ({ page }) => {
  const locale = 'fr_FR';
  await visit(page, `${marketPath(locale, `/hotel/${HOTEL}`)}?view=app`);
  await visit(page, marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`));
  // The app view is this visitor's page, which no shared cache may keep and show to others.
  const answer = await page.request.get(marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`));
  expect(answer.headers()['cache-control']).toBe('private, max-age=60');
  const back = page.getByRole('banner').getByRole('button', { name: message(locale, 'header.back') });
  await expect(back).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page, 'app view');
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/hotel/${HOTEL}\\?view=app$`));
  await visit(page, `${marketPath(locale, `/stay/${STAY_WITH_ACTIVITY}`)}?view=web`);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(
    page.getByRole('banner').getByRole('button', { name: message(locale, 'header.back') }),
  ).toHaveCount(0);
});

test(
  'a slow answer for one hotel never lands in the offers drawer of another hotel (fr_FR)',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_FR';
    // The first hotel's offers are held until the drawer shows another hotel's.
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => {
      release = done;
    });
    let held: Route | null = null;
    const firstAsked = new Promise<Route>((resolve) => {
      void page.route('**/api/offers.json?**', async (route) => {
        if (held || !new URL(route.request().url()).searchParams.get('hotelId')) return route.continue();
        held = route;
        resolve(route);
        await released;
        await route.continue().catch(() => undefined);
      });
    });
    await visit(page, marketPath(locale, '/search'));
    const seeOthers = page.getByRole('button', { name: message(locale, 'card.seeOtherOffers') });
    await expect(seeOthers.nth(1)).toBeVisible();
    await seeOthers.first().click();
    const first = (await firstAsked).request();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const secondAnswer = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.has('hotelId') && response.request() !== first,
    );
    await seeOthers.nth(1).click();
    const second = (await (await secondAnswer).json()) as { exactMatch: { label: string }[] };
    const cheapest = drawer.getByRole('region', { name: message(locale, 'hotelOffers.cheapest') });
    const secondLabel = second.exactMatch[0]?.label ?? '';
    await expect(cheapest.getByText(secondLabel, { exact: true })).toBeVisible();

    // The first hotel's offers, as the API answers them; then its held answer is let through.
    const firstUrl = new URL(first.url());
    const firstOffers = (await (
      await page.request.get(`${API}${firstUrl.pathname}${firstUrl.search}`)
    ).json()) as {
      exactMatch: { label: string }[];
    };
    release();
    await first.response().catch(() => null);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(cheapest.getByText(secondLabel, { exact: true })).toBeVisible();
    for (const offer of firstOffers.exactMatch) {
      if (second.exactMatch.some((other) => other.label === offer.label)) continue;
      await expect(drawer.getByText(offer.label, { exact: true })).toHaveCount(0);
    }
  },
);

test(
  'G-10 a gifting link to a stay that cannot be offered opens its booking page',
  ONCE,
  async ({ request }) => {
    const search = await request.get(`${API}/api/offers.json?locale=fr_FR&limit=48`);
    const ids = ((await search.json()) as { exactMatch: { id: number }[] }).exactMatch.map((card) => card.id);
    let id: number | null = null;
    for (const candidate of ids) {
      const product = await request.get(`${API}/api/product/${candidate}?locale=fr_FR`);
      if (!((await product.json()) as { gift: { giftable: boolean } }).gift.giftable) {
        id = candidate;
        break;
      }
    }
    if (id === null) throw new Error('Every stay of the first page can be offered');
    const gifting = await request.get(marketPath('fr_FR', `/stay/${id}?flow=gifting`), { maxRedirects: 0 });
    expect(gifting.status()).toBe(302);
    expect(gifting.headers().location).toBe(marketPath('fr_FR', `/stay/${id}`));
  },
);

import AxeBuilder from '@axe-core/playwright';
import {
  formatPrice,
  type Locale,
  type MessageId,
  type MessageValues,
  marketOf,
  translate,
} from '@escale/i18n/core';
import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The message of a locale, as the shop shows it. */
export const message = (locale: Locale, id: MessageId, values?: MessageValues) =>
  translate(locale, id, values);

/** A path under a market: `marketPath('nl_BE', '/search')` → `/be/nl/search`. */
export const marketPath = (locale: Locale, path = '') => `${marketOf(locale).path}${path}`;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The violations axe finds, one line each. Our pages have no frames: axe runs in the page itself
 * (legacy mode) rather than in parts gathered in a second page, which takes 2.5 times as long.
 */
async function axeViolations(axe: AxeBuilder): Promise<string[]> {
  const results = await axe.setLegacyMode(true).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** axe finds no violation on the page as it is now (WCAG 2.2 AA rules). */
/**
 * Waits for the page's finite animations and transitions (a hover's, a fade's) to end: axe reads
 * colours as they are drawn, and a colour half-way through a transition is none of the page's.
 * Endless ones (spinners) and paused ones are not waited for.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(async () => {
    document.body.getBoundingClientRect();
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      );
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

export async function expectAccessible(page: Page, context = '') {
  await transitionsEnded(page);
  expect(
    await axeViolations(new AxeBuilder({ page }).withTags(TAGS)),
    `axe on ${context || page.url()}`,
  ).toEqual([]);
}

/**
 * axe finds no violation in the open overlays (`selector`, e.g. `[role="dialog"]`), and no focusable
 * element in what they hide from assistive technology (`aria-hidden`): the rest of the page is the
 * page's own check, and every rule on the hidden page costs several times the overlay's run.
 */
export async function expectAccessibleOverlay(page: Page, selector: string, context: string) {
  const overlay = new AxeBuilder({ page }).include(selector).withTags(TAGS);
  const hidden = new AxeBuilder({ page }).include('[aria-hidden="true"]').withRules(['aria-hidden-focus']);
  expect([...(await axeViolations(overlay)), ...(await axeViolations(hidden))], `axe on ${context}`).toEqual(
    [],
  );
}

/**
 * Opens a page and waits until it is interactive (hydrated): the document's answer, null when only
 * the hash changed.
 */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Whether React has hydrated the element: a part deferred until it nears the window keeps the
 * server's markup, which React has not taken over yet.
 */
export const isHydratedByReact = (locator: Locator) =>
  locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/** A card's wishlist button: the icon button named after the card's title. */
export async function wishlistButtonOf(card: Locator): Promise<Locator> {
  const label = await card.getByRole('heading').textContent();
  return card
    .getByRole('button', { name: new RegExp(`${label}`) })
    .filter({ has: card.page().locator('svg') })
    .first();
}

/** Whether the test runs in the mobile project. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * The second argument of a test whose subject does not change with the screen (what the HTML head
 * says, a hash or a log, a locale's words): it runs in the desktop project only.
 */
export const ONCE = { tag: '@once' } as const;

/**
 * The second argument of a journey repeated in several markets: the repeats prove each market's
 * words and formats, which no screen size changes, so the mobile project runs the first market only.
 */
export const onceBeyondFirst = (index: number) => (index === 0 ? {} : ONCE);

/**
 * Opens a hotel's card on an open map dialog, as a visitor would (S-177, S-296): zooms out while no
 * pin is in view, presses a group pin (hotels too close to tell apart, WCAG 2.5.8) until single
 * pins show, then presses one, and answers the hotel's name.
 */
export async function selectMapPin(map: Locator, locale: Locale): Promise<string> {
  const region = map.getByRole('region', { name: message(locale, 'map.label') });
  await expect(region).toHaveAttribute('data-ready', 'true');
  // The pins are the map's toggle buttons (the zoom buttons are plain ones).
  const pins = map.getByRole('button').and(map.locator('[aria-pressed="false"]'));
  const groups = map.getByRole('button', {
    name: new RegExp(message(locale, 'map.pinGroup', { count: 99 }).replace('99', '\\d+')),
  });
  // On a phone the first zoom may leave the hotels out of view.
  await expect(async () => {
    if ((await pins.or(groups).count()) === 0) {
      await map.getByRole('button', { name: message(locale, 'map.zoomOut') }).click();
    }
    await expect(pins.or(groups).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  while ((await pins.count()) === 0) {
    const zoom = await region.getAttribute('data-zoom');
    await groups.first().click();
    await expect(region).not.toHaveAttribute('data-zoom', zoom ?? '');
  }
  const hotel = (await pins.first().getAttribute('aria-label')) ?? '';
  // Once pressed, the pin is found by its hotel's name. The map may still be settling on its bounds
  // as the pins appear: press until it holds, never pressing a selected pin (that would unselect it).
  const selected = map.getByRole('button', { name: hotel, exact: true, pressed: true });
  await expect(async () => {
    if (!(await selected.isVisible())) {
      await map.getByRole('button', { name: hotel, exact: true }).first().click({ timeout: 2000 });
    }
    await expect(selected).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return hotel;
}

/** The checkout's buyer fields, filled with a valid buyer in France. */
export async function fillBuyer(page: Page, locale: Locale) {
  await page.getByRole('radio', { name: message(locale, 'buyerForm.civilityMRS') }).check();
  await page.getByLabel(message(locale, 'buyerForm.firstName'), { exact: true }).fill('Camille');
  await page.getByLabel(message(locale, 'buyerForm.lastName'), { exact: true }).fill('Martin');
  await page
    .getByLabel(message(locale, 'buyerForm.email'), { exact: true })
    .fill('camille.martin@example.fr');
  await page.getByLabel(message(locale, 'buyerForm.phoneNumber'), { exact: true }).fill('+33 6 12 34 56 78');
  await page.getByLabel(message(locale, 'buyerForm.addressLine'), { exact: true }).fill('12 rue des Lilas');
  await page.getByLabel(message(locale, 'buyerForm.postalCode'), { exact: true }).fill('75011');
  await page.getByLabel(message(locale, 'buyerForm.city'), { exact: true }).fill('Paris');
}

export async function fillCard(page: Page, locale: Locale, number: string) {
  await page.getByLabel(message(locale, 'payment.cardNumber'), { exact: true }).fill(number);
  await page.getByLabel(message(locale, 'payment.cardExpiry'), { exact: true }).fill('12/30');
  await page.getByLabel(message(locale, 'payment.cardCvc'), { exact: true }).fill('123');
}

/** The checkout's pay button with the total it pays. */
export const payButton = (page: Page, locale: Locale, amount: number) =>
  page.getByRole('button', {
    name: message(locale, 'checkout.pay', { amount: formatPrice(amount, locale) }),
  });

/** The shop's origin in the journeys (playwright.config.ts). */
export const SHOP_ORIGIN = `http://127.0.0.1:${process.env.E2E_SHOP_PORT ?? 3400}`;

/** A visitor's browser storage with a consent choice made, or none (the banner shows). */
export const withConsent = (choice: 'granted' | 'denied' | null) => ({
  cookies: [],
  origins: choice ? [{ origin: SHOP_ORIGIN, localStorage: [{ name: 'escale:consent', value: choice }] }] : [],
});

/** The local identity provider's staff account (the API's STAFF_EMAIL and STAFF_PASSWORD). */
export const STAFF = {
  email: process.env.STAFF_EMAIL ?? 'care@escale.example',
  name: process.env.STAFF_NAME ?? 'Camille Service-Client',
  password: process.env.STAFF_PASSWORD ?? 'escale-care',
};

/** Signs in at the staff's identity provider's page, already open, and waits to be back at the shop. */
export async function signInAtProvider(page: Page, locale: Locale) {
  await page.getByLabel(message(locale, 'staffIdp.email')).fill(STAFF.email);
  await page.getByLabel(message(locale, 'staffIdp.password')).fill(STAFF.password);
  await page.getByRole('button', { name: message(locale, 'staffIdp.submit') }).click();
  await page.waitForURL((url) => url.origin === SHOP_ORIGIN);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Signs the browser in as staff (customer-care mode's privileges, G-05), then opens `url`. */
export async function visitAsStaff(page: Page, locale: Locale, url: string) {
  const query = new URLSearchParams({ returnTo: url, uiLocale: marketOf(locale).tag });
  await page.goto(`/api/staff/signin?${query}`);
  await signInAtProvider(page, locale);
}

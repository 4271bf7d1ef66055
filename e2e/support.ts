import AxeBuilder from '@axe-core/playwright';
import { type Locale, type MessageId, type MessageValues, marketOf, translate } from '@escale/i18n/core';
import { expect, type Locator, type Page } from '@playwright/test';

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
  const results = await axe.withTags(TAGS).setLegacyMode(true).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** axe finds no violation on the page as it is now (WCAG 2.2 AA rules). */
export async function expectAccessible(page: Page, context = '') {
  expect(await axeViolations(new AxeBuilder({ page })), `axe on ${context || page.url()}`).toEqual([]);
}

/**
 * axe finds no violation in the open overlays (`selector`, e.g. `[role="dialog"]`) nor in what they
 * hide from assistive technology (focusable elements under `aria-hidden`): the rest of the page
 * is the page's own check, and a whole-page run costs four times as much.
 */
export async function expectAccessibleOverlay(page: Page, selector: string, context: string) {
  const axe = new AxeBuilder({ page }).include(selector).include('[aria-hidden="true"]');
  expect(await axeViolations(axe), `axe on ${context}`).toEqual([]);
}

/** Opens a page and waits until it is interactive (hydrated). */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
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

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import { type FaultMode, type FaultProxy, startFaultProxy } from '../scripts/fault-proxy.mjs';
import { fillBuyer, fillCard, marketPath, message, ONCE, payButton } from './support';

// Faults survived (DESIGN.md "The API"): a second shop runs behind a proxy that breaks the API on
// demand — cut connections, answers slower than the shop's timeout, 500s, bodies that are not JSON.
// Every page kind then shows what the spec's error sections say (000 §8, 001 §8, 002 §8): the crash
// page with its retry when the page's own call failed, the error copy where a part failed, nothing
// where a block or a banner failed, and never a blank page nor one that does not finish loading.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
const PROXY_PORT = Number(process.env.E2E_FAULT_PROXY_PORT ?? Number(process.env.E2E_API_PORT ?? 4400) + 5);
const SHOP_PORT = Number(process.env.E2E_FAULT_SHOP_PORT ?? Number(process.env.E2E_SHOP_PORT ?? 3400) + 5);
const SHOP = `http://127.0.0.1:${SHOP_PORT}`;
/** The faulty shop waits this long for the API: a slow answer outlasts it. */
const API_TIMEOUT_MS = 1_500;

test.describe.configure({ mode: 'serial' });

let proxy: FaultProxy;
let shop: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  proxy = await startFaultProxy({ port: PROXY_PORT, target: API });
  shop = spawn('node', ['--import', 'tsx', 'server.ts'], {
    cwd: fileURLToPath(new URL('../apps/shop', import.meta.url)),
    stdio: process.env.E2E_FAULT_SHOP_LOG ? 'inherit' : 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(SHOP_PORT),
      API_URL: proxy.url,
      API_TIMEOUT_MS: String(API_TIMEOUT_MS),
      INDEXABLE: 'true',
    },
  });
  for (;;) {
    if (shop.exitCode !== null) throw new Error(`The faulty shop exited with ${shop.exitCode}`);
    const up = await fetch(`${SHOP}/fr`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (shop && shop.exitCode === null) {
    const exited = new Promise((resolve) => shop.once('exit', resolve));
    shop.kill('SIGTERM');
    await exited;
  }
  await proxy?.close();
});

test.beforeEach(async ({ page }) => {
  proxy.heal();
  // As every journey's visitor (playwright.config.ts), on the faulty shop's origin.
  await page.addInitScript(() => {
    localStorage.setItem('escale:newsletter', 'closed');
    localStorage.setItem('escale:consent', 'denied');
  });
});

/** Opens a page of the faulty shop: the load must finish, whatever the API did. */
async function open(page: Page, path: string) {
  const response = await page.goto(`${SHOP}${path}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** The crash page (002 §2, §8) with its home link and the link that loads the same page again. */
async function expectCrashPage(page: Page, locale: Locale, path: string) {
  await expect(page.getByRole('heading', { level: 1, name: message(locale, 'crash.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: message(locale, 'crash.retry') })).toHaveAttribute(
    'href',
    path,
  );
  await expect(page.getByRole('link', { name: message(locale, 'crash.home') })).toHaveAttribute(
    'href',
    marketPath(locale),
  );
}

interface PageKind {
  name: string;
  path: (locale: Locale) => string;
  /** What the page shows when every call to the API fails: the crash page, or its own copy. */
  degraded: (page: Page, locale: Locale, path: string) => Promise<void>;
}

const crash: PageKind['degraded'] = expectCrashPage;
const headingAnd =
  (heading: Parameters<typeof message>[1], error?: Parameters<typeof message>[1]): PageKind['degraded'] =>
  async (page, locale) => {
    await expect(page.getByRole('heading', { level: 1, name: message(locale, heading) })).toBeVisible();
    if (error) await expect(page.getByText(message(locale, error)).first()).toBeVisible();
  };

const PAGE_KINDS: PageKind[] = [
  { name: 'home', path: (l) => marketPath(l), degraded: crash },
  { name: 'search', path: (l) => marketPath(l, '/search'), degraded: crash },
  { name: 'activity search', path: (l) => marketPath(l, '/activities/search'), degraded: crash },
  { name: 'stay', path: (l) => marketPath(l, '/stay/100560'), degraded: crash },
  { name: 'hotel', path: (l) => marketPath(l, '/hotel/10056'), degraded: crash },
  { name: 'activity', path: (l) => marketPath(l, '/activity/50001'), degraded: crash },
  {
    name: 'checkout',
    path: (l) => marketPath(l, '/checkout?code=SPA1NEBOX&giftFormat=digital'),
    degraded: headingAnd('checkout.metaTitle', 'checkout.failed'),
  },
  {
    name: 'gift boxes',
    path: (l) => marketPath(l, '/gifts'),
    degraded: headingAnd('boxListing.title', 'box.error'),
  },
  {
    name: 'gift box',
    path: (l) => marketPath(l, '/gifts/p/parenthese-bien-etre/SPA1NEBOX'),
    degraded: async (page, locale) => {
      await expect(page.getByText(message(locale, 'box.error')).first()).toBeVisible();
    },
  },
  {
    name: 'gift card',
    path: (l) => marketPath(l, '/giftcard/customization'),
    degraded: headingAnd('giftCardPage.title'),
  },
  { name: 'contact', path: (l) => marketPath(l, '/contact'), degraded: headingAnd('contact.title') },
];

const WHOLE_API_FAULTS: [FaultMode, Locale][] = [
  ['down', 'fr_FR'],
  ['slow', 'nl_NL'],
  ['error', 'es_ES'],
  ['garbled', 'it_IT'],
];

for (const [mode, locale] of WHOLE_API_FAULTS) {
  test(`every page kind survives an API that is ${mode} (${locale})`, ONCE, async ({ page }) => {
    test.setTimeout(120_000);
    proxy.fault(mode);
    for (const kind of PAGE_KINDS) {
      const path = kind.path(locale);
      await test.step(kind.name, async () => {
        const before = proxy.counts[mode];
        await open(page, path);
        expect(proxy.counts[mode], `${kind.name}: the fault reached the API's calls`).toBeGreaterThan(before);
        await kind.degraded(page, locale, path);
      });
    }
  });
}

test('the crash page’s retry loads the page again once the API answers (fr_FR)', ONCE, async ({ page }) => {
  const path = marketPath('fr_FR', '/search');
  proxy.fault('down');
  await open(page, path);
  await expectCrashPage(page, 'fr_FR', path);
  proxy.heal();
  await page.getByRole('link', { name: message('fr_FR', 'crash.retry') }).click();
  await expect(page.getByRole('heading', { level: 1, name: message('fr_FR', 'crash.title') })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: message('fr_FR', 'searchBox.header.booking') }),
  ).toBeVisible();
});

test(
  'S-171 S-374 home blocks and banners whose calls fail are left out, the page stays (fr_FR)',
  ONCE,
  async ({ page }) => {
    const content = await (await fetch(`${API}/content/homepage?locale=fr_FR`)).json();
    const firstBlock: string = content.booking.blocks[0].title;
    const announcements = page.getByRole('region', { name: message('fr_FR', 'announcement.label') });
    // Healthy (the journeys' shop, whose page the browser may not keep for the faulty one's), the page
    // shows its first block and its announcements…
    await page.goto(marketPath('fr_FR'));
    await expect(page.getByRole('heading', { name: firstBlock })).toBeVisible();
    await expect(announcements).toBeVisible();
    // …and with their calls failing, neither, without an error message.
    proxy.fault('error', /^\/api\/offers\.json/);
    proxy.fault('slow', /^\/gateway\/cms\/announcementBanner/);
    await open(page, marketPath('fr_FR'));
    await expect(
      page.getByRole('heading', { level: 1, name: content.booking.jumbotron.title }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: firstBlock })).toHaveCount(0);
    await expect(announcements).toHaveCount(0);
    await expect(page.getByText(message('fr_FR', 'results.error'))).toHaveCount(0);
  },
);

for (const [kind, mode, locale, path, pattern] of [
  ['search', 'slow', 'es_ES', '/search', /^\/api\/offers\.json/],
  ['activity search', 'garbled', 'nl_NL', '/activities/search', /^\/api\/search\/activity-only\.json/],
] as const) {
  test(
    `000 §8 ${kind} results that fail (${mode}) say so in the error alert, whose reload shows them once the API answers (${locale})`,
    ONCE,
    async ({ page }) => {
      proxy.fault(mode, pattern);
      await open(page, marketPath(locale, path));
      // The error alert over the page, whose closing loads it again (000 §8).
      const alert = page.getByRole('dialog', { name: message(locale, 'results.error') });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: message(locale, 'results.reload') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: message(locale, 'crash.title') })).toHaveCount(
        0,
      );
      // Once the API answers, the reload shows the results under the page's heading.
      proxy.heal();
      await alert.getByRole('button', { name: message(locale, 'results.reload') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog', { name: message(locale, 'results.error') })).toHaveCount(0);
    },
  );
}

test(
  '001 §8 a gift box whose offers fail keeps its page, the offers say so (it_IT)',
  ONCE,
  async ({ page }) => {
    proxy.fault('error', /^\/gateway\/boxes\/[^/]+\/offers/);
    const before = proxy.counts.error;
    await open(page, marketPath('it_IT', '/gifts/p/parenthese-bien-etre/SPA1NEBOX'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: message('it_IT', 'crash.title') })).toHaveCount(
      0,
    );
    await expect(page.getByText(message('it_IT', 'box.error')).first()).toBeVisible();
    expect(proxy.counts.error).toBeGreaterThan(before);
  },
);

test(
  '002 §8 an order whose call times out keeps the checkout and what was typed; paying again places it (fr_FR)',
  ONCE,
  async ({ page }) => {
    test.setTimeout(90_000);
    const locale = 'fr_FR';
    const box = (await (await fetch(`${API}/gateway/boxes/search?locale=${locale}`)).json()).boxes[0];
    await open(page, `${marketPath(locale, '/checkout')}#code=${box.code}&giftFormat=digital`);
    await fillBuyer(page, locale);
    await fillCard(page, locale, '4242 4242 4242 4242');
    proxy.fault('slow', /^\/route\/purchase\/orders/);
    const held = proxy.counts.slow;
    await payButton(page, locale, box.value).click();
    await expect(page.getByText(message(locale, 'checkout.failed')).first()).toBeVisible({ timeout: 20_000 });
    expect(proxy.counts.slow - held).toBe(1);
    await expect(page.getByLabel(message(locale, 'buyerForm.firstName'), { exact: true })).toHaveValue(
      'Camille',
    );
    proxy.heal();
    await fillCard(page, locale, '4242 4242 4242 4242');
    await payButton(page, locale, box.value).click();
    await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/);
  },
);

test(
  '001 §8 a stay whose offers, extras and availabilities fail keeps its page and its booking panel (fr_FR)',
  ONCE,
  async ({ page }) => {
    proxy.fault('error', /^\/api\/product\/\d+\/(offers|upsells)/);
    proxy.fault('garbled', /^\/api\/weekend\/\d+\/availabilities/);
    const before = proxy.counts.error + proxy.counts.garbled;
    await open(page, marketPath('fr_FR', '/stay/100560'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: message('fr_FR', 'crash.title') })).toHaveCount(
      0,
    );
    // The browser's calls failed, and the panel still asks for the dates (001 §8 "No dates").
    await page
      .getByRole('button', { name: message('fr_FR', 'booking.seePrices') })
      .first()
      .click();
    const panel = page.getByRole('region', { name: message('fr_FR', 'booking.title') });
    await expect(panel.getByText(message('fr_FR', 'booking.chooseDates'))).toBeVisible();
    expect(proxy.counts.error + proxy.counts.garbled).toBeGreaterThan(before);
  },
);

import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

// Journeys in Debian's Chromium against the built shop and the API at the test scale.
// Playwright never downloads a browser here.
// Other ports through E2E_API_PORT and E2E_SHOP_PORT, so two checkouts can run their journeys at once.
const API_PORT = Number(process.env.E2E_API_PORT ?? 4400);
const SHOP_PORT = Number(process.env.E2E_SHOP_PORT ?? 3400);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.vitest/e2e.json' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${SHOP_PORT}`,
    // The newsletter's acquisition modal would open over any journey that spends 10 s on a second
    // page, and the consent banner over the foot of every page: every visitor starts as one who
    // closed the one and refused the other, but in e2e/newsletter.spec.ts and e2e/consent.spec.ts.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${SHOP_PORT}`,
          localStorage: [
            { name: 'escale:newsletter', value: 'closed' },
            { name: 'escale:consent', value: 'denied' },
          ],
        },
      ],
    },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    },
    // No trace by default: recording a DOM snapshot at every step costs an eighth of the run, and a
    // run's printed failures say what broke. `--trace retain-on-failure` records them to debug one.
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // The link checker reads HTML, the same in both viewports, and tests tagged @once (support.ts's
    // ONCE) prove what no screen size changes: they run on the desktop only.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      testIgnore: /links\.spec\.ts/,
      grepInvert: /@once/,
    },
  ],
  webServer: [
    {
      command: 'pnpm --filter @escale/api start',
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      reuseExistingServer: Boolean(process.env.E2E_REUSE),
      timeout: 180_000,
      env: {
        API_PORT: String(API_PORT),
        SEED_SCALE: 'test',
        LOG_LEVEL: 'warn',
        // Staff come back from the identity provider to the shop under test.
        SHOP_ORIGIN: `http://127.0.0.1:${SHOP_PORT}`,
      },
    },
    {
      command: 'pnpm --filter @escale/shop build && pnpm --filter @escale/shop start',
      url: `http://127.0.0.1:${SHOP_PORT}/fr`,
      reuseExistingServer: Boolean(process.env.E2E_REUSE),
      timeout: 180_000,
      env: { PORT: String(SHOP_PORT), API_URL: `http://127.0.0.1:${API_PORT}`, INDEXABLE: 'true' },
    },
  ],
});

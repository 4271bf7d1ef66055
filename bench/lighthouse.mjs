// Lighthouse (mobile, simulated throttling, median of 5 runs) and the initial JavaScript of each shop
// page, against the budgets of DESIGN.md: performance 100 (never below 98), LCP ≤ 1.5 s,
// TBT ≤ 50 ms, CLS 0, initial JS ≤ 150 KB gzip.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApi } from '../scripts/api-process.mjs';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 5;
const budgets = { performance: 98, lcp: 1500, tbt: 50, cls: 0, js: 150 * 1024 };
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/** The pages measured; more join as the shop grows. */
export const pages = [
  { name: 'home', path: '/fr' },
  { name: 'search', path: '/fr/search' },
  { name: 'search (gifting)', path: '/fr/search?flow=gifting' },
  { name: 'activities', path: '/fr/activities/search' },
  // Test-scale ids: a weekend with dinner and massage, and its hotel.
  { name: 'stay', path: '/fr/stay/100472' },
  { name: 'hotel', path: '/fr/hotel/10047' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Gzip size of the scripts the page loaded before it was interactive (read from the built files). */
function initialJs(lhr, origin) {
  const requests = lhr.audits['network-requests'].details.items;
  let total = 0;
  for (const request of requests) {
    if (request.resourceType !== 'Script' || !request.url.startsWith(origin)) continue;
    const path = new URL(request.url).pathname;
    total += gzipSync(readFileSync(`${root}apps/shop/build/client${path}`), { level: 9 }).length;
  }
  return total;
}

async function measure(url, origin, chromePort) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { lhr } = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      js: initialJs(lhr, origin),
    });
  }
  return {
    performance: median(runs.map((r) => r.performance)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    js: median(runs.map((r) => r.js)),
  };
}

const mark = (ok) => (ok ? '✓' : '✗');

export async function benchLighthouse() {
  console.log('\n━━ Lighthouse and initial JS per page (mobile, median of 5)');
  const build = spawnSync('pnpm --filter @escale/shop build', { shell: true, stdio: 'inherit', cwd: root });
  if (build.status !== 0) throw new Error('The shop did not build');

  const api = await startApi({ port: 4500, env: { SEED_SCALE: 'test', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  const origin = 'http://127.0.0.1:3500';
  const shop = spawn('pnpm', ['--filter', '@escale/shop', 'start'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: '3500', HOST: '127.0.0.1', API_URL: api.url, INDEXABLE: 'true' },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    for (let tries = 0; ; tries += 1) {
      const ok = await fetch(`${origin}/fr`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (tries > 240) throw new Error('The shop did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(
      `${'page'.padEnd(18)} ${'perf'.padStart(6)} ${'LCP'.padStart(9)} ${'TBT'.padStart(8)} ${'CLS'.padStart(7)} ${'initial JS gz'.padStart(15)}`,
    );
    for (const page of pages) {
      const r = await measure(`${origin}${page.path}`, origin, chrome.port);
      console.log(
        `${page.name.padEnd(18)} ${`${r.performance} ${mark(r.performance >= budgets.performance)}`.padStart(6)} ` +
          `${`${(r.lcp / 1000).toFixed(2)} s ${mark(r.lcp <= budgets.lcp)}`.padStart(9)} ` +
          `${`${Math.round(r.tbt)} ms ${mark(r.tbt <= budgets.tbt)}`.padStart(8)} ` +
          `${`${r.cls.toFixed(3)} ${mark(r.cls <= budgets.cls)}`.padStart(7)} ` +
          `${`${(r.js / 1024).toFixed(1)} KB ${mark(r.js <= budgets.js)}`.padStart(15)}`,
      );
    }
    console.log(
      `budgets: performance ≥ ${budgets.performance} (target 100), LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS 0, initial JS ≤ 150 KB gzip`,
    );
  } finally {
    await chrome.kill();
    shop.kill('SIGTERM');
    await api.stop();
  }
}

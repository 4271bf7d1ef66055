#!/usr/bin/env node
// Proves the published shape: packs the packages, installs the tarballs into examples/partner-site
// (its own pnpm root, no workspace links) and builds it with the partner's own theme. The example is
// a partner minisite: the blocks' banner, stays and conditions (@escale/blocks, with the domain and
// i18n packages it brings) around ui's drawer, calendar and pagination, all in the partner's theme.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { packPackages } from './pack-packages.mjs';

const example = fileURLToPath(new URL('../examples/partner-site/', import.meta.url));

function run(command) {
  const result = spawnSync(command, { shell: true, cwd: example, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Failed: ${command}`);
}

packPackages();
rmSync(`${example}node_modules`, { recursive: true, force: true });
rmSync(`${example}dist`, { recursive: true, force: true });
run('pnpm install --no-frozen-lockfile --reporter=silent');

const linked = readFileSync(`${example}node_modules/@escale/ui/package.json`, 'utf8');
if (linked.includes('workspace:'))
  throw new Error('The example resolved workspace links, not the packed packages.');
const installed = readdirSync(`${example}node_modules/.pnpm`)
  .filter((name) => name.startsWith('@escale+'))
  .map((name) => name.replace(/^@escale\+([a-z0-9-]+)@.*$/, '@escale/$1'));
const packed = new Set(['@escale/tokens', '@escale/ui', '@escale/blocks', '@escale/domain', '@escale/i18n']);
const extra = installed.filter((name) => !packed.has(name));
if (extra.length)
  throw new Error(`The example installed more than the published packages: ${extra.join(', ')}`);
const fromRegistryOrLinks = readdirSync(`${example}node_modules/.pnpm`).filter(
  (name) => name.startsWith('@escale+') && !name.includes('.packs+escale-'),
);
if (fromRegistryOrLinks.length)
  throw new Error(`@escale packages not from their packed tarballs: ${fromRegistryOrLinks.join(', ')}`);

run('pnpm exec vite build --logLevel warn');

// The partner's brand colour must be compiled into the CSS, through the tokens' contract.
const css = readdirSync(`${example}dist/assets`)
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(`${example}dist/assets/${file}`, 'utf8'))
  .join('\n');
if (!css.includes('#7a1f5c')) throw new Error('The partner theme is missing from the built CSS.');
// And it works in a browser: the themed button opens the drawer holding the calendar.
const { chromium } = await import('playwright');
const { serveStatic } = await import('./serve-static.mjs');
const server = await serveStatic(`${example}dist`, { port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  const trigger = page.getByRole('button', { name: 'Choisir mes dates' });
  const background = await trigger.evaluate((el) => getComputedStyle(el).backgroundColor);
  if (background !== 'rgb(122, 31, 92)') throw new Error(`The partner brand is not applied (${background}).`);
  if (!(await page.getByRole('navigation').getByRole('link', { name: 'Page 2' }).count())) {
    throw new Error('The pagination did not render.');
  }
  // The blocks' minisite: the partner's banner in its brand colour, its stays and its conditions.
  const banner = page.locator('header', {
    has: page.getByRole('heading', { level: 1, name: 'Week-ends Azur' }),
  });
  const bannerBackground = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
  if (bannerBackground !== 'rgb(122, 31, 92)')
    throw new Error(`The partner brand is not the banner's (${bannerBackground}).`);
  await page.getByRole('img', { name: 'Logo de Week-ends Azur' }).waitFor();
  await page.getByRole('region', { name: 'Nos séjours pour vous' }).getByRole('listitem').nth(2).waitFor();
  const conditions = page.getByRole('region', { name: 'Conditions de l’offre' });
  if (!(await conditions.textContent())?.includes('chambre double occupée par 2 personnes'))
    throw new Error('The conditions did not render.');
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Vos dates de séjour' });
  await dialog.getByRole('grid').first().waitFor();
  // ui's own words in the partner's locale (fr-BE reads French).
  await dialog.getByRole('button', { name: 'Valider' }).waitFor();
  await dialog.getByRole('button', { name: 'Fermer' }).waitFor();
  if (errors.length) throw new Error(`Errors in the page: ${errors.join('; ')}`);
} finally {
  await browser.close();
  server.close();
}
console.log(
  `partner example: ${installed.join(', ')} from the packed packages; themed banner, stays and conditions, drawer, calendar and pagination work`,
);

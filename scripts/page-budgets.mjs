// The size gate of the shop's pages (DESIGN.md budgets): the JavaScript each route loads before it
// is interactive, read from the built shop's route manifest (the build the E2E journeys start), so
// nothing is built again and every route is measured as soon as it exists. Bytes, not time: the
// same build always gives the same figures.
//
// A route fails when its initial JS (gzip -9) is over the budget in page-budgets.json: a new page is
// born under budget.
// The same step prints what each primitive of @escale/ui costs a page (scripts/ui-sizes.mjs).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { uiPrimitiveSizes } from './ui-sizes.mjs';

const root = new URL('..', import.meta.url).pathname;
const client = `${root}apps/shop/build/client`;
const { budgetKb } = JSON.parse(readFileSync(`${root}scripts/page-budgets.json`, 'utf8'));
const { assets } = await import(pathToFileURL(`${root}apps/shop/build/server/index.js`).href);

const gzipped = new Map();
/** The gzip -9 size of one built file, read once. */
function gzipSize(path) {
  const file = path.split('#')[0];
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(`${client}${file}`), { level: 9 }).length);
  return gzipped.get(file);
}

/** The routes from the root down to `id`. */
function chain(id) {
  const routes = [];
  for (let route = assets.routes[id]; route; route = assets.routes[route.parentId]) routes.unshift(route);
  return routes;
}

/**
 * The module scripts and preloads of a route's server-rendered page. Routes are discovered lazily
 * (React Router's default), so the page does not load the whole route manifest (`assets.url`).
 */
function initialScripts(id) {
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const route of chain(id)) {
    if (route.module) files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return files;
}

// Each market has its own copy of a route (`home-fr_FR`, `home-es_ES`…) with the same module: one
// row per page kind. Routes without a component (redirects, the message catalog) serve no page.
const rows = new Map();
for (const [id, route] of Object.entries(assets.routes)) {
  if (id === 'root' || !route.module || !route.hasDefaultExport) continue;
  const kind = id.replace(/-[a-z]{2}_[A-Z]{2}$/, '').replace(/^routes\//, '');
  if (rows.has(kind)) continue;
  const bytes = [...initialScripts(id)].reduce((sum, file) => sum + gzipSize(file), 0);
  rows.set(kind, bytes);
}

const kb = (bytes) => bytes / 1024;
let failed = 0;
console.log(`\n${'page'.padEnd(18)} ${'initial JS gz'.padStart(14)}  (budget ${budgetKb} KB)`);
for (const [kind, bytes] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
  const over = kb(bytes) > budgetKb;
  if (over) failed += 1;
  console.log(
    `${kind.padEnd(18)} ${`${kb(bytes).toFixed(1)} KB`.padStart(14)}  ${over ? '✗ over budget' : '✓'}`,
  );
}

console.log(
  `\n${'@escale/ui primitive'.padEnd(20)} ${'initial gz'.padStart(11)} ${'on first use'.padStart(13)}`,
);
for (const [name, initial, later] of await uiPrimitiveSizes()) {
  const firstUse = later ? `+${kb(later).toFixed(1)} KB` : '';
  console.log(`${name.padEnd(20)} ${`${kb(initial).toFixed(1)} KB`.padStart(11)} ${firstUse.padStart(13)}`);
}
process.exit(failed ? 1 : 0);

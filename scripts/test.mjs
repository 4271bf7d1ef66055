#!/usr/bin/env node
// `npm test`: everything CI checks. Installs what is missing, runs every runner, and ends with one
// plain line "N passed, N failed" summing them (each vitest test counts once; every other step once).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bootstrap } from './bootstrap.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = [];
const started = Date.now();

/** `12m 05s`, or `48s` under a minute. */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes}m ${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
}

function step(name, command, { env } = {}) {
  console.log(`\n━━ ${name}: ${command}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ...env },
  });
  return { ok: result.status === 0, ms: Date.now() - stepStarted };
}

function check(name, command, options) {
  const { ok, ms } = step(name, command, options);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, ms });
}

try {
  const installStarted = Date.now();
  bootstrap();
  results.push({
    // Timed, not counted: the summary line counts tests and checks.
    name: 'install (pnpm, Chromium, dependencies)',
    passed: 0,
    failed: 0,
    ms: Date.now() - installStarted,
  });
} catch (error) {
  console.error(error.message);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

/**
 * Runs checks side by side, each printing its output once done: for commands that keep one core
 * busy (tsc), so two of them take the time of the longer.
 */
async function checksTogether(checks) {
  const runs = checks.map(([name, command]) => {
    const stepStarted = Date.now();
    const child = spawn(command, { shell: true, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    return new Promise((resolve) =>
      child.on('close', (status) => resolve({ name, command, status, output, ms: Date.now() - stepStarted })),
    );
  });
  for (const run of await Promise.all(runs)) {
    console.log(`\n━━ ${run.name}: ${run.command}`);
    process.stdout.write(Buffer.concat(run.output));
    results.push({
      name: run.name,
      passed: run.status === 0 ? 1 : 0,
      failed: run.status === 0 ? 0 : 1,
      ms: run.ms,
    });
  }
}

await checksTogether([
  ['types', 'pnpm exec tsc -p tsconfig.json'],
  ['shop types', 'pnpm --filter @escale/shop typecheck'],
]);
check('lint and format', 'pnpm exec biome check .');
check('icon sprite matches its list', 'node scripts/icon-sprite.mjs --check');
// High and critical advisories of the production dependencies, unless audit-allowlist.json accepts them.
check('dependency audit (production, high and critical)', 'node scripts/audit.mjs');

/** Runs Vitest with a JSON report and adds its test counts to the summary. */
function vitest(name, command) {
  const report = `${root}/.vitest/${name.replace(/\W+/g, '-')}.json`;
  mkdirSync(`${root}/.vitest`, { recursive: true });
  rmSync(report, { force: true });
  const run = step(
    name,
    command.replace('{report}', `--reporter=default --reporter=json --outputFile.json=${report}`),
  );
  if (!existsSync(report)) {
    results.push({ name, passed: 0, failed: 1, ms: run.ms });
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  // A file that fails to load has no tests: count it as a failure too.
  const brokenFiles = json.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  results.push({
    name,
    passed: json.numPassedTests,
    failed: json.numFailedTests + brokenFiles + (run.ok || json.numFailedTests || brokenFiles ? 0 : 1),
    ms: run.ms,
  });
}

// One stage per kind, so each prints its own time: unit, jsdom and browser component tests; every
// story in Chromium (interaction, axe, screenshot); the API suite on PGlite.
vitest(
  'unit, jsdom and browser component tests',
  'pnpm exec vitest run --project unit --project dom --project component {report}',
);
vitest('stories (play functions, axe, screenshots)', 'pnpm exec vitest run --project storybook {report}');
vitest('API suite on PGlite', 'pnpm exec vitest run --project api {report}');
// The same API suite against a private PostgreSQL server, but for the files that never reach the
// database after their setup (the read model's facets, suggestions and activity search, images, a
// mail's rendering): those answer the same from the same catalog on either.
const READ_MODEL_ONLY = ['facets', 'autocomplete', 'activityOnlySearch', 'images', 'confirmationMail'];
vitest(
  'API suite on PostgreSQL',
  `node scripts/with-postgres.mjs pnpm exec vitest run --project api ${READ_MODEL_ONLY.map((name) => `--exclude apps/api/test/${name}.test.ts`).join(' ')} {report}`,
);

check('storybook build', 'pnpm exec storybook build --quiet --output-dir storybook-static');
check('partner example from packed packages', 'node scripts/partner-example.mjs');

// Journeys in Chromium against the built shop and the API (playwright.config.ts starts both).
{
  const report = `${root}/.vitest/e2e.json`;
  rmSync(report, { force: true });
  const run = step('E2E journeys (Playwright)', 'pnpm exec playwright test');
  const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : null;
  results.push({
    name: 'E2E journeys (Playwright)',
    passed: stats ? stats.expected + stats.flaky : 0,
    failed: stats ? stats.unexpected + (run.ok || stats.unexpected ? 0 : 1) : 1,
    ms: run.ms,
  });
}

// The initial JavaScript of every page, from the build the journeys used (nothing is built again).
check('page size gate (initial JS per page)', 'node scripts/page-budgets.mjs');

console.log('\n━━ summary: each stage and its duration');
const row = (mark, name, counts, ms) =>
  console.log(`${mark} ${name.padEnd(68)} ${counts.padEnd(25)} ${duration(ms).padStart(7)}`);
for (const r of results) {
  const counts =
    r.passed + r.failed
      ? `${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed`
      : '';
  row(r.failed ? '✗' : '✓', r.name, counts, r.ms);
}
row(' ', 'total', '', Date.now() - started);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

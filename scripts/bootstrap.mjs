#!/usr/bin/env node
// Installs what a fresh machine lacks, then the workspace dependencies from the lockfile.
// Node built-ins only: this runs before node_modules exists.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const root = fileURLToPath(new URL('..', import.meta.url));

function run(command, options = {}) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`Failed (${result.status}): ${command}`);
}

function has(command) {
  return spawnSync(`command -v ${command}`, { shell: true, stdio: 'ignore' }).status === 0;
}

export function bootstrap({ quiet = false } = {}) {
  const log = (line) => quiet || console.log(`› ${line}`);
  process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

  const pnpmVersion = has('pnpm') ? execSync('pnpm --version', { encoding: 'utf8' }).trim() : null;
  if (pnpmVersion !== PNPM_VERSION) {
    log(`installing pnpm ${PNPM_VERSION} (found ${pnpmVersion ?? 'none'})`);
    run(`npm install --global pnpm@${PNPM_VERSION}`);
  }

  const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    log('installing Chromium from Debian packages');
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    run(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`);
  }

  log('installing dependencies (frozen lockfile)');
  run('pnpm install --frozen-lockfile --reporter=silent');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) bootstrap();

#!/usr/bin/env node
// Proves the published shape: packs the packages, installs the tarballs into examples/partner-site
// (its own pnpm root, no workspace links) and builds it with the partner's own theme.
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

run('pnpm exec vite build --logLevel warn');

// The partner's brand colour must be compiled into the CSS, through the tokens' contract.
const css = readdirSync(`${example}dist/assets`)
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(`${example}dist/assets/${file}`, 'utf8'))
  .join('\n');
if (!css.includes('#7a1f5c')) throw new Error('The partner theme is missing from the built CSS.');
console.log('partner example: built from the packed packages with its own theme');

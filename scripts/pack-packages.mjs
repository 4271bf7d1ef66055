#!/usr/bin/env node
// Packs the published packages as partners receive them (`pnpm pack` turns workspace:* into versions).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const published = ['tokens', 'domain', 'i18n', 'ui', 'blocks'];
const root = fileURLToPath(new URL('..', import.meta.url));
export const packDir = `${root}.packs`;

export function packPackages() {
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  for (const name of published) {
    const result = spawnSync(`pnpm pack --pack-destination ${packDir}`, {
      shell: true,
      cwd: `${root}packages/${name}`,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`pnpm pack failed for @escale/${name}`);
  }
  // Stable names (escale-ui.tgz) so the example's package.json needs no edit when versions move.
  return readdirSync(packDir)
    .filter((file) => file.endsWith('.tgz'))
    .map((file) => {
      const stable = file.replace(/-\d+\.\d+\.\d+(-[\w.]+)?\.tgz$/, '.tgz');
      renameSync(`${packDir}/${file}`, `${packDir}/${stable}`);
      return stable;
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(packPackages().join('\n'));

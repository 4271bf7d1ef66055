#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at a private PostgreSQL cluster, then drops it.
// Usage: node scripts/with-postgres.mjs <command…>
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres.mjs';

const command = process.argv.slice(2).join(' ');
if (!command) throw new Error('Usage: node scripts/with-postgres.mjs <command…>');
const postgres = await startPostgres();
let status = 1;
try {
  console.log(`› PostgreSQL cluster on ${postgres.url}`);
  status =
    spawnSync(command, {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: postgres.url },
    }).status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);

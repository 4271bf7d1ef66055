import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isIsoDate, todayInTimeZone } from '@escale/domain';
import { sql } from 'kysely';
import { CATALOG_TIME_ZONE } from '../catalog/catalog';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';
import { ensureSeeded } from './index';

// pnpm --filter @escale/api seed -- --scale test --reset
// Seeds the database the server would use (PGlite in .data/, or DATABASE_URL), or tops up the
// inventory of one already seeded. --reset starts from an empty database.

const USAGE = `Usage: pnpm --filter @escale/api seed -- [--scale test|default|large] [--today YYYY-MM-DD] [--reset]`;

// `pnpm seed -- --scale test` passes the `--` along: drop it, or every option would be positional.
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  options: {
    scale: { type: 'string' },
    today: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = loadConfig({ ...process.env, ...(values.scale ? { SEED_SCALE: values.scale } : {}) });
const today = values.today ?? todayInTimeZone(new Date(), CATALOG_TIME_ZONE).date;
if (!isIsoDate(today)) {
  console.error(`--today must be a date as YYYY-MM-DD (got ${today})\n${USAGE}`);
  process.exit(2);
}

const started = performance.now();
const progress = (line: string) =>
  console.log(`› ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s  ${line}`);

if (values.reset && !config.databaseUrl) {
  rmSync(config.dataDir, { recursive: true, force: true });
  progress(`removed ${config.dataDir}`);
}
progress(config.databaseUrl ? 'opening PostgreSQL (DATABASE_URL)' : `opening PGlite in ${config.dataDir}`);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
if (values.reset && config.databaseUrl) {
  await sql`drop schema public cascade`.execute(database.db);
  await sql`create schema public`.execute(database.db);
  progress('dropped every table');
}
const applied = await migrate(database.db);
progress(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations up to date');
await ensureSeeded(database.db, { scale: config.seedScale, today, onProgress: progress });
await database.close();

import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, type OrderItems, type ShortStayItem } from '@escale/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from '../src/app';
import { CATALOG_TIME_ZONE, Catalog } from '../src/catalog/catalog';
import { preloadHotelContent } from '../src/content/hotels';
import { type Database, type DatabaseHandle, migrate, openDatabase } from '../src/db/database';
import type { AnyRouteSpec } from '../src/http/route';
import { SandboxPaymentProvider } from '../src/orders/payments';
import { REVIEW_HIGHLIGHTS } from '../src/routes/product';
import { SearchIndex } from '../src/search/index';
import { SEED_VERSION, seedDatabase } from '../src/seed/index';
import { type StaffAuthConfig, staffAuthConfig } from '../src/staff/config';
import { startLocalIdentityProvider } from '../src/staff/localIdentityProvider';

// A migrated database seeded at the test scale, and the app on it with a pinned clock. Seeding
// takes a few seconds, so each seeded database is made once and copied: a PGlite data folder under
// the system temp folder, or a template database on the PostgreSQL server of TEST_DATABASE_URL.
// The cache key hashes the migration and seed sources, so a change to either reseeds.

export interface TestContext {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  /** The database's URL on PostgreSQL (a second process would open it too). */
  databaseUrl?: string;
  catalog: Catalog;
  payments: SandboxPaymentProvider;
  app: ReturnType<typeof createApp>['app'];
  /** Every registered route with its schemas (contract and fuzz tests). */
  routes: AnyRouteSpec[];
  /** The app's answer to a request, in-process. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** The instant the app believes is now: `today` at 10:00 in Paris. */
  now: Date;
  /** Staff sign-in, against the local identity provider the context runs. */
  staffAuth: StaffAuthConfig;
  close(): Promise<void>;
}

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? sourceFiles(path) : [path];
    });
}

/** Changes whenever the seed, the migrations or the seed day change. */
function cacheKey(today: string): string {
  const hash = createHash('sha256').update(`${SEED_VERSION}:${today}`);
  for (const file of [...sourceFiles(join(srcDir, 'seed')), ...sourceFiles(join(srcDir, 'db'))]) {
    hash.update(file.slice(srcDir.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function seedInto(handle: DatabaseHandle, today: string): Promise<void> {
  await migrate(handle.db);
  await seedDatabase(handle.db, { scale: 'test', today });
}

const pgliteCache = join(tmpdir(), 'escale-test-seed');

/** A seeded PGlite data folder for this key, made by whichever process gets there first. */
async function pgliteTemplate(key: string, today: string): Promise<string> {
  const template = join(pgliteCache, key);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  mkdirSync(pgliteCache, { recursive: true });
  const building = join(pgliteCache, `${key}.${process.pid}.${randomBytes(4).toString('hex')}`);
  const handle = await openDatabase({ dataDir: building });
  await seedInto(handle, today);
  await handle.close();
  try {
    renameSync(building, template);
  } catch {
    // Another process finished first: its folder is the same catalog.
    rmSync(building, { recursive: true, force: true });
  }
  // Folders of earlier sources are of no use any more (about 70 MB each).
  for (const name of readdirSync(pgliteCache)) {
    if (/^[0-9a-f]{16}$/.test(name) && name !== key)
      rmSync(join(pgliteCache, name), { recursive: true, force: true });
  }
  return template;
}

async function openPglite(today: string): Promise<{ handle: DatabaseHandle; dispose: () => void }> {
  const template = await pgliteTemplate(cacheKey(today), today);
  const copy = join(tmpdir(), `escale-test-db-${process.pid}-${randomBytes(6).toString('hex')}`);
  cpSync(template, copy, { recursive: true });
  const handle = await openDatabase({ dataDir: copy });
  return { handle, dispose: () => rmSync(copy, { recursive: true, force: true }) };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database copied from a seeded template on the server (CREATE DATABASE … TEMPLATE). */
async function openPostgres(
  serverUrl: string,
  today: string,
): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  const key = cacheKey(today);
  const template = `escale_tpl_${key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One process builds the template while the others wait on the lock.
    await admin.query('select pg_advisory_lock(4242)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const stale = await admin.query(
        "select datname from pg_database where datname like 'escale\\_tpl\\_%'",
      );
      for (const { datname } of stale.rows)
        await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.query(`create database "${template}"`);
      const handle = await openDatabase({ url: databaseUrl(serverUrl, template) });
      await seedInto(handle, today);
      await handle.close();
    }
    const name = `escale_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.query('select pg_advisory_unlock(4242)');
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
    return {
      handle,
      dispose: async () => {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  } finally {
    await admin.end();
  }
}

/** `today` at 10:00 in the catalog's time zone (Paris), whatever the offset that day. */
/** The stay of order items that hold one (the tests change it in place). */
export const stayOf = (items: OrderItems) => items.shortStayItem as ShortStayItem;

/**
 * Leaves one room free of `roomId` on the two nights from `checkin`, in the database only: the test
 * then has the read model hear of it, by a reload or through the inventory feed.
 */
export async function leaveOneRoom(db: Database, roomId: string, checkin: string): Promise<void> {
  await db
    .updateTable('allotments')
    .set((eb) => ({ reserved: eb('total', '-', 1) }))
    .where('room_id', '=', roomId)
    .where('night', 'in', [checkin, addDays(checkin, 1)])
    .execute();
}

/** The first offer on sale that can be given as a gift of 2 nights (G-10). */
export async function giftableOffer(ctx: TestContext): Promise<number> {
  const { rows } = await sql<{ id: number }>`select o.id from offers o join hotels h on h.id = o.hotel_id
    where o.active and h.active and o.giftable and o.nights_min <= 2 and o.nights_max >= 2 order by o.id limit 1`.execute(
    ctx.db,
  );
  return rows[0]?.id ?? 0;
}

export function parisMorning(today: string): Date {
  for (const offset of [1, 2]) {
    const instant = new Date(`${today}T${String(10 - offset).padStart(2, '0')}:00:00Z`);
    const hour = new Intl.DateTimeFormat('en-GB', {
      timeZone: CATALOG_TIME_ZONE,
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(instant);
    if (Number(hour) === 10) return instant;
  }
  throw new Error(`No 10:00 in ${CATALOG_TIME_ZONE} on ${today}`);
}

/**
 * Opens a database (PGlite, or a new database on TEST_DATABASE_URL's server), migrated and seeded
 * at the test scale with `today`, and the app on it with its clock pinned to `today` 10:00 Paris.
 */
export async function createTestContext({
  today = '2026-06-01',
  shopOrigin = 'http://shop.test',
}: {
  today?: string;
  /** Staff sign-in for `shopOrigin` (the shop the provider sends staff back to). */
  shopOrigin?: string;
} = {}): Promise<TestContext> {
  // The local identity provider on a port of the system's choosing, as `npm start` runs it.
  const configured = staffAuthConfig(
    { SHOP_ORIGIN: shopOrigin, OIDC_LOCAL_PORT: '0' },
    { port: 0, host: '127.0.0.1' },
  );
  const identityProvider = await startLocalIdentityProvider({
    ...configured,
    local: configured.local as NonNullable<typeof configured.local>,
  });
  const staffAuth = { ...configured, issuer: identityProvider.issuer };
  const serverUrl = process.env.TEST_DATABASE_URL;
  const opened = serverUrl ? await openPostgres(serverUrl, today) : await openPglite(today);
  const { db, kind } = opened.handle;
  const instant = parisMorning(today);
  const now = () => new Date(instant);
  const catalog = await Catalog.load(db, now);
  const search = await SearchIndex.load(db, catalog);
  // As the server does: every hotel's content read up front (content/store.ts).
  await preloadHotelContent(db, REVIEW_HIGHLIGHTS);
  // The sandbox's pending payments are confirmed 50 ms later, on the real clock.
  const payments = new SandboxPaymentProvider(() => new Date(), 50);
  const { app, registry } = createApp({
    db,
    databaseKind: kind,
    catalog,
    search,
    logger: pino({ level: 'silent' }),
    now,
    payments,
    staffAuth,
  });
  return {
    db,
    payments,
    databaseKind: kind,
    databaseUrl: opened.handle.url,
    catalog,
    app,
    routes: registry.routes,
    now: instant,
    request: (path, init) => Promise.resolve(app.request(path, init)),
    staffAuth,
    close: async () => {
      await identityProvider.close();
      await opened.handle.close();
      await opened.dispose();
    },
  };
}

/**
 * Real ids by path parameter name (`id`, `offerId`, `kind`), so that the contract's and the fuzz's
 * random inputs also reach the answers of existing entities.
 */
export async function knownIdsOf(ctx: TestContext): Promise<Record<string, string[]>> {
  const hotels = await ctx.db.selectFrom('hotels').select('id').orderBy('id').limit(3).execute();
  const offers = await ctx.db.selectFrom('offers').select('id').orderBy('id').limit(3).execute();
  const vouchers = await ctx.db.selectFrom('activity_vouchers').select('id').orderBy('id').limit(2).execute();
  return {
    id: [...hotels, ...offers, ...vouchers].map((row) => String(row.id)),
    offerId: offers.map((row) => String(row.id)),
    kind: ['city', 'region', 'department', 'country', 'poi'],
  };
}

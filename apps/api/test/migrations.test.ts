import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardItems } from '../../../scripts/sample-order.mjs';
import { createApp } from '../src/app';
import { Catalog } from '../src/catalog/catalog';
import { type DatabaseHandle, MIGRATION_NAMES, migrate, openDatabase } from '../src/db/database';
import { ORDER_ACCESS_HEADER, orderAccessToken } from '../src/orders/access';
import { SandboxPaymentProvider } from '../src/orders/payments';
import { SearchIndex } from '../src/search/index';
import { paidOrderOf } from './orderSupport';
import { createTestContext, type TestContext } from './support';

// Migrations only move forward. A database left by an earlier release (all the migrations but the
// last few) is upgraded by this one without losing an order; a database a newer release migrated
// is refused rather than rolled back.

/** How many of the newest migrations the earlier releases did not have. */
const RELEASES_BACK = [1, 2].filter((k) => k < MIGRATION_NAMES.length);

let ctx: TestContext;
/** An order as the current release writes it: its row and its vouchers' rows. */
let order: { row: Record<string, unknown>; vouchers: Record<string, unknown>[] };
const opened: Array<{ handle: DatabaseHandle; drop: () => Promise<void> }> = [];

/** An empty database: in memory on PGlite, a new database on TEST_DATABASE_URL's server. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const handle = await openDatabase({});
    opened.push({ handle, drop: async () => {} });
    return handle;
  }
  const name = `escale_upgrade_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  opened.push({ handle, drop: () => admin(`drop database if exists "${name}" with (force)`) });
  return handle;
}

/** The columns a table has in this database now. */
async function columnsOf(handle: DatabaseHandle, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(handle.db);
  return new Set(rows.map((row) => row.column_name));
}

/** Inserts `row` with the columns the table has (an earlier release wrote no others). */
async function insertAsEarlier(handle: DatabaseHandle, table: string, row: Record<string, unknown>) {
  const columns = await columnsOf(handle, table);
  const values = Object.entries(row)
    .filter(([column]) => columns.has(column))
    .map(([column, value]) => [
      column,
      value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value,
    ]);
  await sql`insert into ${sql.table(table)} (${sql.join(values.map(([column]) => sql.ref(column as string)))})
    values (${sql.join(values.map(([, value]) => value))})`.execute(handle.db);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const placed = await ctx.request('/route/purchase/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await paidOrderOf(ctx, giftCardItems(80))),
  });
  expect(placed.status).toBe(201);
  const { orderUUID } = await placed.json();
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderUUID)
    .executeTakeFirstOrThrow();
  const vouchers = await ctx.db
    .selectFrom('vouchers')
    .selectAll()
    .where('order_id', '=', orderUUID)
    .execute();
  expect(vouchers).toHaveLength(1);
  order = { row, vouchers };
}, 120_000);

afterAll(async () => {
  for (const { handle, drop } of opened) {
    await handle.close();
    await drop();
  }
  await ctx?.close();
});

describe('migrations move forward only', () => {
  it.each(RELEASES_BACK)(
    'a database of the release %i migration(s) back is upgraded without losing its gift card order',
    async (back) => {
      const handle = await emptyDatabase();
      const earlier = MIGRATION_NAMES.slice(0, -back);
      expect(await migrate(handle.db, earlier.at(-1))).toEqual(earlier);
      await insertAsEarlier(handle, 'orders', order.row);
      for (const voucher of order.vouchers) await insertAsEarlier(handle, 'vouchers', voucher);
      const before = await handle.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();

      expect(await migrate(handle.db)).toEqual(MIGRATION_NAMES.slice(-back));

      const after = await handle.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
      for (const [column, value] of Object.entries(before))
        expect(after[column as keyof typeof after], column).toEqual(value);
      // The upgraded database answers the order through the API as the release that wrote it did.
      const catalog = await Catalog.load(handle.db, () => ctx.now);
      const { app } = createApp({
        db: handle.db,
        databaseKind: handle.kind,
        catalog,
        search: await SearchIndex.load(handle.db, catalog),
        logger: pino({ level: 'silent' }),
        now: () => ctx.now,
        payments: new SandboxPaymentProvider(() => new Date()),
        staffAuth: ctx.staffAuth,
      });
      // An order of an earlier release opens with the token its id gives under the upgraded key.
      const read = await app.request(`/api/orders/${order.row.id}`, {
        headers: { [ORDER_ACCESS_HEADER]: await orderAccessToken(handle.db, String(order.row.id)) },
      });
      expect(read.status).toBe(200);
      const answer = await read.json();
      expect(answer).toMatchObject({
        orderUUID: order.row.id,
        reference: order.row.reference,
        status: 'CONFIRMED',
        summary: order.row.summary,
      });
      expect(answer.vouchers.map((v: { code: string }) => v.code)).toEqual(order.vouchers.map((v) => v.code));
    },
  );

  it('refuses a database that a newer release migrated, or an earlier point, and changes nothing', async () => {
    const handle = await emptyDatabase();
    expect(await migrate(handle.db)).toEqual(MIGRATION_NAMES);
    // Asked to go back to the first migration, it refuses rather than undo the others.
    await expect(migrate(handle.db, MIGRATION_NAMES[0])).rejects.toThrow(/newer release/);
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', ${new Date().toISOString()})`.execute(
      handle.db,
    );
    await expect(migrate(handle.db)).rejects.toThrow(/9999_from_a_newer_release.*newer release/);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(
      handle.db,
    );
    expect(rows[0]?.n).toBe(MIGRATION_NAMES.length + 1);
  });
});

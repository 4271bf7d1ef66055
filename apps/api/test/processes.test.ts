import { addDays, type OrderRequest, SANDBOX_CARDS } from '@escale/domain';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BUYER, stayOrderItems } from '../../../scripts/sample-order.mjs';
import { createApp } from '../src/app';
import { Catalog } from '../src/catalog/catalog';
import { InventoryFeed } from '../src/catalog/inventoryFeed';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { SandboxPaymentProvider } from '../src/orders/payments';
import { SearchIndex } from '../src/search/index';
import { createTestContext, leaveOneRoom, type TestContext } from './support';

// Two API processes on one PostgreSQL database, as `npm run start:cluster` runs them: each loads
// its own read model and follows the other's orders through the inventory feed (LISTEN/NOTIFY).
// Here both live in this process, each with its own pool, catalog, search index and payments.

interface Instance {
  catalog: Catalog;
  request(path: string, init?: RequestInit): Promise<Response>;
}

const postgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TestContext;
let feeds: InventoryFeed[] = [];
let handle: DatabaseHandle | null = null;
let first: Instance;
let second: Instance;
let offerId: number;

const silent = pino({ level: 'silent' });

/** A second process on ctx's database, and the feeds of both. */
async function secondInstance(): Promise<Instance> {
  handle = await openDatabase({ url: ctx.databaseUrl });
  const feed = await InventoryFeed.open(handle, silent);
  const catalog = await Catalog.load(handle.db, () => ctx.now);
  const search = await SearchIndex.load(handle.db, catalog);
  feed?.follow(catalog, handle.db);
  // The first instance's app (the context's) follows the second's orders too.
  const firstFeed = await InventoryFeed.open(
    { kind: ctx.databaseKind, url: ctx.databaseUrl, origin: 'first' },
    silent,
  );
  firstFeed?.follow(ctx.catalog, ctx.db);
  feeds = [feed, firstFeed].filter((f): f is InventoryFeed => f !== null);
  const { app } = createApp({
    db: handle.db,
    databaseKind: handle.kind,
    catalog,
    search,
    logger: silent,
    now: () => ctx.now,
    payments: new SandboxPaymentProvider(() => new Date(), 50),
    staffAuth: ctx.staffAuth,
  });
  return { catalog, request: (path, init) => Promise.resolve(app.request(path, init)) };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A paid order for 2 nights from `checkin`, priced and paid on `instance`. */
async function orderOn(instance: Instance, checkin: string): Promise<OrderRequest> {
  const summaryOf = async (items: unknown) =>
    (await instance.request('/api/purchase/checkout', json({ locale: 'fr_FR', items }))).json();
  const draft = await summaryOf(stayOrderItems(offerId, checkin));
  const items = stayOrderItems(
    offerId,
    checkin,
    draft.activities.map((a: { activityId: number }) => a.activityId),
  );
  items.insuranceItem = {
    choice: draft.cancellationPolicy.isCancellable ? 'FLEXIBLE' : 'NON_CANCELLABLE',
    insuranceId: null,
  };
  const summary = await summaryOf(items);
  const intent = await instance.request(
    '/gateway/psp/intents',
    json({ method: 'card', card: { number: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' } }),
  );
  return {
    locale: 'fr_FR',
    currency: 'EUR',
    expectedAmount: summary.breakdown.totalAmount,
    buyer: SAMPLE_BUYER as OrderRequest['buyer'],
    items,
    pspAuthorization: { paymentIntentId: (await intent.json()).paymentIntentId, paymentMethod: 'CARD' },
  };
}

/** A checkin with every room free on both nights, then exactly one room left on them. */
async function lastRoom(from: string): Promise<{ checkin: string; roomId: string }> {
  const roomId = ctx.catalog.offers.get(offerId)?.roomId ?? '';
  let checkin = from;
  for (let i = 0; i < 200; i += 1, checkin = addDays(checkin, 1)) {
    const quote = ctx.catalog.quote(offerId, {
      checkin,
      nights: 2,
      pax: { adults: 2, children: 0, babies: 0 },
    });
    if (quote?.bookable) break;
  }
  await leaveOneRoom(ctx.db, roomId, checkin);
  // Both read models hear of it through the feed; the test waits until both answer one room.
  await until(
    () =>
      ctx.catalog.inventory.roomsLeft(roomId, checkin) === 1 &&
      second.catalog.inventory.roomsLeft(roomId, checkin) === 1,
  );
  return { checkin, roomId };
}

/** Polls `condition` until it holds or one second has passed; whether it held. */
async function until(condition: () => boolean | Promise<boolean>, ms = 1000): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  if (!postgres) return;
  ctx = await createTestContext();
  first = { catalog: ctx.catalog, request: ctx.request };
  const { rows } = await sql<{ id: number }>`select o.id from offers o join hotels h on h.id = o.hotel_id
    where o.active and h.active and cardinality(o.activity_ids) >= 1 and o.nights_min <= 2 and o.nights_max >= 2
    order by o.id limit 1`.execute(ctx.db);
  offerId = rows[0]?.id ?? 0;
  second = await secondInstance();
}, 120_000);

afterAll(async () => {
  for (const feed of feeds) await feed.close();
  await handle?.close();
  await ctx?.close();
});

describe.skipIf(!postgres)('two API processes on one PostgreSQL database', () => {
  it('an order placed through one changes the availability the other answers within one second', async () => {
    const { checkin, roomId } = await lastRoom('2026-09-01');
    const quote = `/api/product/${offerId}/quote?locale=fr_FR&checkin=${checkin}&nights=2&adult=2`;
    const calendar = `/api/weekend/${offerId}/availabilities.json?locale=fr_FR&month=${checkin.slice(0, 7)}&adult=2`;
    expect((await second.request(quote)).status).toBe(200);
    expect((await (await second.request(calendar)).json()).days[checkin]).not.toBeNull();

    const placed = await first.request('/route/purchase/orders', json(await orderOn(first, checkin)));
    expect(placed.status, await placed.clone().text()).toBe(201);

    // The second process was not told by its own code: only the database's notification reaches it.
    const soldOut = async () => (await second.request(quote)).status === 422;
    expect(await until(soldOut)).toBe(true);
    const refused = await (await second.request(quote)).json();
    expect(refused.error.code).toBe('SOLD_OUT');
    expect((await (await second.request(calendar)).json()).days[checkin]).toBeNull();
    expect(second.catalog.inventory.roomsLeft(roomId, checkin)).toBe(0);
  });

  it('the database arbitrates the last room raced for through both: one order, the rest SOLD_OUT, none oversold', async () => {
    const { checkin, roomId } = await lastRoom('2026-10-01');
    const through = (i: number) => (i % 2 === 0 ? first : second);
    const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => orderOn(through(i), checkin)));
    const answers = await Promise.all(
      orders.map((order, i) =>
        through(i).request('/route/purchase/orders', {
          ...json(order),
          headers: { 'content-type': 'application/json', 'Idempotency-Key': `processes-race-${i}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const { rows } = await sql<{ night: string; total: number; reserved: number; taken: number }>`
      select a.night::text as night, a.total, a.reserved,
        coalesce((select sum(r.quantity) from room_night_reservations r
          where r.room_id = a.room_id and r.night = a.night), 0)::int as taken
      from allotments a where a.room_id = ${roomId} and a.night in (${checkin}::date, ${addDays(checkin, 1)}::date)
    `.execute(ctx.db);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.reserved).toBe(row.total);
      expect(row.taken).toBeLessThanOrEqual(row.total);
    }
    expect(
      await until(
        () =>
          first.catalog.inventory.roomsLeft(roomId, checkin) === 0 &&
          second.catalog.inventory.roomsLeft(roomId, checkin) === 0,
      ),
    ).toBe(true);
  });
  it('a process whose feed lost its connection opens it again and reloads every room', async () => {
    const roomId = ctx.catalog.offers.get(offerId)?.roomId ?? '';
    const night = '2026-11-02';
    const left = second.catalog.inventory.roomsLeft(roomId, night);
    expect(left).toBeGreaterThan(0);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${`${handle?.origin}-feed`}`.execute(ctx.db);
    // Changed while the second process hears nothing: its reconnection catches up.
    await ctx.db
      .updateTable('allotments')
      .set((eb) => ({ reserved: eb('reserved', '+', 1) }))
      .where('room_id', '=', roomId)
      .where('night', '=', night)
      .execute();
    expect(await until(() => second.catalog.inventory.roomsLeft(roomId, night) === left - 1, 5000)).toBe(
      true,
    );
  });
});

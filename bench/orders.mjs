// Order creation on PGlite and on a PostgreSQL server (test-scale catalog): orders/s and latency
// percentiles of POST /route/purchase/orders with 10 buyers at once, then a race of 50 buyers for
// one stay, and the oversold room-nights counted in the database afterwards (must be 0).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startApi } from '../scripts/api-process.mjs';
import { startPostgres } from '../scripts/postgres.mjs';
import { pricedStayOrder } from '../scripts/sample-order.mjs';
import { percentile } from './stats.mjs';

// The database drivers are the API's own dependencies.
const fromApi = createRequire(new URL('../apps/api/package.json', import.meta.url));
const { PGlite } = await import(pathToFileURL(fromApi.resolve('@electric-sql/pglite')).href);
const { default: pg } = await import(pathToFileURL(fromApi.resolve('pg')).href);

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);
const CONCURRENCY = 10;
const RACERS = 50;

const isoDay = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function post(base, path, body, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A priced order for a stay, ready to send; null when the stay cannot be sold. */
async function orderFor(base, offerId, checkin) {
  const quote = await fetch(`${base}/api/product/${offerId}/quote?locale=fr_FR&checkin=${checkin}&nights=2`);
  if (quote.status !== 200) return null;
  const { activityDates } = await quote.json();
  return pricedStayOrder(
    base,
    offerId,
    checkin,
    activityDates.map((a) => a.activityId),
  );
}

async function prepare(base, count) {
  const offers = (await (await fetch(`${base}/api/offers.json?locale=fr_FR&limit=60`)).json()).exactMatch;
  const orders = [];
  for (let day = 20; orders.length < count && day < 380; day += 3) {
    for (const offer of offers) {
      if (orders.length >= count) break;
      const order = await orderFor(base, offer.id, isoDay(day));
      if (order) orders.push(order);
    }
  }
  return { orders, offers };
}

async function run(name, env, countOversold) {
  const api = await startApi({
    port: 4200,
    // Every order of the bench comes from this machine: the rate limits (docs/decisions.md "Limits")
    // are raised so that they measure the orders, not the limit.
    env: { LOG_LEVEL: 'warn', SEED_SCALE: 'test', RATE_LIMIT_SCALE: '1000', ...env },
    stdio: 'ignore',
  });
  let line;
  try {
    const { orders, offers } = await prepare(api.url, ORDERS);
    const times = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < orders.length) {
          const order = orders[next++];
          const t0 = performance.now();
          const answer = await post(api.url, '/route/purchase/orders', order, {
            'Idempotency-Key': crypto.randomUUID(),
          });
          times.push(performance.now() - t0);
          if (answer.status !== 201) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);

    // The race: 50 buyers for the same stay, far enough ahead that its rooms are all free.
    let racers = [];
    for (let day = 390; racers.length === 0 && day > 300; day -= 1) {
      const one = await orderFor(api.url, offers[0].id, isoDay(day));
      if (one)
        racers = [
          one,
          ...(await Promise.all(
            Array.from({ length: RACERS - 1 }, () => orderFor(api.url, offers[0].id, isoDay(day))),
          )),
        ];
    }
    const answers = await Promise.all(
      racers.map((order) =>
        post(api.url, '/route/purchase/orders', order, { 'Idempotency-Key': crypto.randomUUID() }),
      ),
    );
    const won = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 409).length;
    line = { name, orders: orders.length, failures, seconds, times, won, refused };
  } finally {
    await api.stop();
  }
  line.oversold = await countOversold();
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.log(
    `${line.name.padEnd(11)} ${String(line.orders).padStart(4)} orders  ${(line.orders / line.seconds).toFixed(0).padStart(4)} orders/s  p50 ${fmt(percentile(line.times, 50))}  p95 ${fmt(percentile(line.times, 95))}  p99 ${fmt(percentile(line.times, 99))}  refused ${line.failures}  race: ${line.won} booked, ${line.refused} sold out, ${line.oversold} oversold`,
  );
}

const OVERSOLD = `select count(*)::int as n from (
  select a.room_id, a.night from allotments a
  join room_night_reservations r on r.room_id = a.room_id and r.night = a.night
  group by a.room_id, a.night, a.total having sum(r.quantity) > a.total or a.reserved > a.total
) oversold`;

export async function benchOrders() {
  console.log(
    `\nOrders — test-scale catalog, ${CONCURRENCY} buyers at once, then ${RACERS} racing for one stay\n`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'escale-bench-orders-'));
  try {
    await run('PGlite', { DATA_DIR: dataDir }, async () => {
      const db = await PGlite.create(dataDir);
      const { rows } = await db.query(OVERSOLD);
      await db.close();
      return rows[0].n;
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await startPostgres();
  try {
    await run('PostgreSQL', { DATABASE_URL: postgres.url }, async () => {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const { rows } = await client.query(OVERSOLD);
      await client.end();
      return rows[0].n;
    });
  } finally {
    postgres.stop();
  }
}

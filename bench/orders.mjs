// Order creation on PGlite, on a PostgreSQL server, and on two API processes sharing a PostgreSQL
// server (test-scale catalog): orders/s and latency percentiles of POST /route/purchase/orders with
// 10 buyers at once (spread over the processes), then a race of 50 buyers for one stay, and the
// oversold room-nights counted in the database afterwards (must be 0). On two processes, 1,000
// last rooms are then raced for at once, each by one buyer through each process.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
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
const LAST_ROOMS = Number(process.env.BENCH_LAST_ROOMS ?? 1000);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4200);

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

/** `count` orders for stays still free, the i-th priced (and its payment started) on bases[i % n]. */
async function prepare(bases, count) {
  const offers = (await (await fetch(`${bases[0]}/api/offers.json?locale=fr_FR&limit=60`)).json()).exactMatch;
  const orders = [];
  for (let day = 20; orders.length < count && day < 380; day += 3) {
    for (const offer of offers) {
      if (orders.length >= count) break;
      const base = bases[orders.length % bases.length];
      const order = await orderFor(base, offer.id, isoDay(day));
      if (order) orders.push({ base, order });
    }
  }
  return { orders, offers };
}

/**
 * An order sent for a race: all are sent at once, over at most 256 connections per process (as a
 * proxy in front would hold them); a connection the server drops answers status 0.
 */
const raceAgent = new Agent({ keepAlive: true, maxSockets: 256 });
function raceOrder(base, order) {
  const url = new URL('/route/purchase/orders', base);
  const body = JSON.stringify(order);
  return new Promise((resolve) => {
    const sent = request(
      url,
      {
        method: 'POST',
        agent: raceAgent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'Idempotency-Key': crypto.randomUUID(),
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0 }));
      },
    );
    sent.on('error', () => resolve({ status: 0 }));
    sent.end(body);
  });
}

const postOrder = (base, order) =>
  post(base, '/route/purchase/orders', order, { 'Idempotency-Key': crypto.randomUUID() });

/** Orders/s and latencies of `orders` sent by 10 buyers at once. */
async function throughput(orders) {
  const times = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < orders.length) {
        const { base, order } = orders[next++];
        const t0 = performance.now();
        const answer = await postOrder(base, order);
        times.push(performance.now() - t0);
        if (answer.status !== 201) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { orders: orders.length, failures, seconds, times };
}

/** 50 buyers for the same stay, far enough ahead that its rooms are all free, spread over `bases`. */
async function race(bases, offerId) {
  let racers = [];
  for (let day = 390; racers.length === 0 && day > 300; day -= 1) {
    const one = await orderFor(bases[0], offerId, isoDay(day));
    if (one)
      racers = [
        one,
        ...(await Promise.all(
          Array.from({ length: RACERS - 1 }, (_, i) =>
            orderFor(bases[(i + 1) % bases.length], offerId, isoDay(day)),
          ),
        )),
      ];
  }
  const answers = await Promise.all(racers.map((order, i) => postOrder(bases[i % bases.length], order)));
  return {
    won: answers.filter((a) => a.status === 201).length,
    refused: answers.filter((a) => a.status === 409).length,
  };
}

/** Runs `work` on every item, `width` at a time; the results in the items' order. */
async function inBatches(items, width, work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

/**
 * LAST_ROOMS stays, each on its own room, left with one room on both nights; for each, one buyer
 * through each API process, all at once. The database must give each room to one of them.
 */
async function lastRoomRaces(bases, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One offer per room, each room's stays three days apart: no two races share a room-night.
    const { rows: offers } = await client.query(`select distinct on (o.room_id) o.id, o.room_id
      from offers o join hotels h on h.id = o.hotel_id
      where o.active and h.active and o.nights_min <= 2 and o.nights_max >= 2 order by o.room_id, o.id`);
    const candidates = [];
    for (let day = 120; day < 300; day += 3) for (const offer of offers) candidates.push({ ...offer, day });
    const races = [];
    for (let from = 0; races.length < LAST_ROOMS && from < candidates.length; from += 64) {
      const batch = candidates.slice(from, from + 64);
      const priced = await inBatches(batch, 16, async (stay) => {
        const buyers = await Promise.all(bases.map((base) => orderFor(base, stay.id, isoDay(stay.day))));
        return buyers.every(Boolean) ? { stay, buyers } : null;
      });
      for (const one of priced) if (one && races.length < LAST_ROOMS) races.push(one);
    }
    // One room left on both nights of every stay: a single statement, announced to both processes.
    const rooms = races.map((r) => r.stay.room_id);
    const nights = races.map((r) => isoDay(r.stay.day));
    await client.query(
      `update allotments a set reserved = a.total - 1 from unnest($1::text[], $2::date[]) as s(room_id, checkin)
       where a.room_id = s.room_id and a.night in (s.checkin, s.checkin + 1)`,
      [rooms, nights],
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const times = [];
    const started = performance.now();
    const answers = await Promise.all(
      races.flatMap((r) =>
        r.buyers.map(async (order, i) => {
          const t0 = performance.now();
          const answer = await raceOrder(bases[i], order);
          times.push(performance.now() - t0);
          return answer;
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const { rows } = await client.query(OVERSOLD);
    return {
      races: races.length,
      orders: answers.length,
      won: answers.filter((a) => a.status === 201).length,
      refused: answers.filter((a) => a.status === 409).length,
      dropped: answers.filter((a) => a.status === 0).length,
      seconds,
      times,
      oversold: rows[0].n,
    };
  } finally {
    await client.end();
  }
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;

/** One configuration: `apiCount` API processes with `env`, then `afterwards`; the oversold count asked once they stopped. */
async function run(name, env, apiCount, countOversold, afterwards) {
  const apis = [];
  let line;
  try {
    // The first process migrates and seeds; the others find the database ready.
    for (let i = 0; i < apiCount; i += 1) {
      apis.push(
        await startApi({
          port: API_PORT + 2 * i,
          // Every order of the bench comes from this machine: the rate limits (docs/decisions.md
          // "Limits") are raised so that they measure the orders, not the limit.
          env: { LOG_LEVEL: 'warn', SEED_SCALE: 'test', RATE_LIMIT_SCALE: '1000', ...env },
          // BENCH_API_LOG=1 shows the API processes' own output.
          stdio: process.env.BENCH_API_LOG ? 'inherit' : 'ignore',
        }),
      );
    }
    const bases = apis.map((api) => api.url);
    const { orders, offers } = await prepare(bases, ORDERS);
    line = { ...(await throughput(orders)), ...(await race(bases, offers[0].id)) };
    line.extra = afterwards ? await afterwards(bases) : null;
  } finally {
    for (const api of apis) await api.stop();
  }
  line.oversold = await countOversold();
  console.log(
    `${name.padEnd(16)} ${String(line.orders).padStart(4)} orders  ${(line.orders / line.seconds).toFixed(0).padStart(4)} orders/s  p50 ${fmt(percentile(line.times, 50))}  p95 ${fmt(percentile(line.times, 95))}  p99 ${fmt(percentile(line.times, 99))}  refused ${line.failures}  race: ${line.won} booked, ${line.refused} sold out, ${line.oversold} oversold`,
  );
  const big = line.extra;
  if (big) {
    console.log(
      `${''.padEnd(16)} ${big.races} last rooms raced at once by ${big.orders} buyers over ${apiCount} processes: ${big.won} booked, ${big.refused} sold out, ${big.orders - big.won - big.refused - big.dropped} other, ${big.dropped} dropped, ${big.oversold} oversold; ${(big.orders / big.seconds).toFixed(0)} orders/s, p95 ${fmt(percentile(big.times, 95))}`,
    );
  }
}

const OVERSOLD = `select count(*)::int as n from (
  select a.room_id, a.night from allotments a
  left join room_night_reservations r on r.room_id = a.room_id and r.night = a.night
  group by a.room_id, a.night, a.total having coalesce(sum(r.quantity), 0) > a.total or max(a.reserved) > a.total
) oversold`;

async function pgOversold(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(OVERSOLD);
  await client.end();
  return rows[0].n;
}

export async function benchOrders() {
  console.log(
    `\nOrders — test-scale catalog, ${CONCURRENCY} buyers at once, then ${RACERS} racing for one stay; on two processes, ${LAST_ROOMS} last rooms raced for by a buyer through each\n`,
  );
  // BENCH_ORDER_CONFIGS=pglite,postgres,two runs some of the configurations only.
  const configs = (process.env.BENCH_ORDER_CONFIGS ?? 'pglite,postgres,two').split(',');
  const dataDir = mkdtempSync(join(tmpdir(), 'escale-bench-orders-'));
  try {
    if (configs.includes('pglite'))
      await run('PGlite, 1 API', { DATA_DIR: dataDir }, 1, async () => {
        const db = await PGlite.create(dataDir);
        const { rows } = await db.query(OVERSOLD);
        await db.close();
        return rows[0].n;
      });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const apiCount of [1, 2]) {
    if (!configs.includes(apiCount === 1 ? 'postgres' : 'two')) continue;
    const postgres = await startPostgres();
    try {
      await run(
        `PostgreSQL, ${apiCount} API`,
        { DATABASE_URL: postgres.url },
        apiCount,
        () => pgOversold(postgres.url),
        apiCount > 1 ? (bases) => lastRoomRaces(bases, postgres.url) : null,
      );
    } finally {
      postgres.stop();
    }
  }
}

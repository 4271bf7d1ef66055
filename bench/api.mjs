// API latency and throughput on loopback (autocannon), at the default scale (or the one asked with
// `--scale large` / SEED_SCALE), against the budgets of DESIGN.md: search with facets and dates
// p95 ≤ 10 ms and ≥ 1,000 requests/s on 2 cores. Prints the API's start time and its memory (RSS).
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startApi } from '../scripts/api-process.mjs';
import { percentile } from './stats.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

/** Runs one load; `nextPath(i)` gives the i-th request's path. Latencies are measured per response. */
async function load(url, nextPath) {
  const times = [];
  let i = 0;
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath(i++) }) }],
  });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    count: result.requests.total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.non2xx,
  };
}

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const isoDay = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The scale asked: `--scale large` after `api`, else SEED_SCALE, else default. */
function scaleOf(argv) {
  const { values } = parseArgs({ args: argv, options: { scale: { type: 'string' } }, strict: false });
  const scale = values.scale ?? process.env.SEED_SCALE ?? 'default';
  if (!['test', 'default', 'large'].includes(scale))
    throw new Error(`--scale must be test, default or large`);
  return scale;
}

/** The API's own process under the one started (pnpm, then tsx): the tree's largest by resident memory. */
function apiProcess(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let largest = { pid: rootPid, rss: 0 };
  const visit = (pid) => {
    const rss = rssMb(pid);
    if (rss > largest.rss) largest = { pid, rss };
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return largest.pid;
}

/** Resident memory of a process in MB (0 once gone). */
function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU time a process has used, user and system, in ms (clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * Stays of the offers that can be sold: checkins 30 to 49 days ahead (every fourth day) with their shortest stay
 * (packageCheckoutNights), so that the quote line measures quotes, not refusals.
 */
async function sellableStays(base, offerIds) {
  const stays = [];
  for (let day = 30; day < 50; day += 4) {
    for (const id of offerIds) {
      const checkin = isoDay(day);
      const nights = await json(
        `${base}/api/weekend/${id}/packageCheckoutNights.json?locale=fr_FR&checkin=${checkin}&adult=2&child=0&baby=0`,
      );
      if (nights.length > 0) stays.push({ id, checkin, nights: nights[0] });
    }
  }
  return stays;
}

export async function benchApi(argv = []) {
  const scale = scaleOf(argv);
  console.log(
    '\nAPI — %s scale, autocannon on loopback, %d connections, %d s per line\n',
    scale,
    CONNECTIONS,
    DURATION,
  );
  const starting = performance.now();
  const api = await startApi({
    port: 4100,
    env: { LOG_LEVEL: 'warn', SEED_SCALE: scale },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = apiProcess(api.child.pid);
  console.log(
    'started in %s s (seeding included when the database was empty), RSS %d MB\n',
    ((performance.now() - starting) / 1000).toFixed(1),
    Math.round(rssMb(pid)),
  );
  try {
    const base = api.url;
    const cities = await json(`${base}/api/autocomplete-geonames.json?term=a&locale=fr_FR&maxResults=30`);
    const cityIds = cities
      .filter((group) => group.category === 'city')
      .flatMap((group) => group.items.map((item) => item.id))
      .slice(0, 12);
    // Every hotel's best offer (the map's markers), for product pages the API has not built yet.
    const markers = await json(`${base}/api/offers.json?locale=fr_FR&performMapSearch=true`);
    const everyOffer = markers.exactMatch.flatMap((marker) => marker.weekend.map((offer) => offer.id));
    const month = isoDay(40).slice(0, 7);
    const searchOf = (city, checkin) =>
      `/api/offers.json?locale=fr_FR&city=${city}&checkin=${checkin}&night=2&a=2&stars=3,4,5&hotelScore=7&orderBy=priceQuality`;
    const searches = cityIds.flatMap((city, c) =>
      [14, 21, 30, 45].map((day) => searchOf(city, isoDay(day + c))),
    );
    /** The i-th never-seen search: a city, a checkin over ten months and a price ceiling, all new together. */
    const newSearch = (i) =>
      `${searchOf(cityIds[i % cityIds.length], isoDay(14 + ((i * 7) % 300)))}&priceMax=${30000 + (i % 100_000)}`;
    const stays = await sellableStays(
      base,
      everyOffer.filter((_, i) => i % Math.ceil(everyOffer.length / 100) === 0),
    );
    const facets = searches.map((path) => path.replace('/api/offers.json', '/api/facets.json'));
    const terms = ['par', 'bar', 'flor', 'amst', 'brug', 'anne', 'sev', 'rom', 'gand', 'nice'];
    const lines = [
      {
        name: 'search with facets and dates (48 queries)',
        budget: 10,
        path: (i) => searches[i % searches.length],
      },
      { name: 'search, every query new (no cache)', budget: 10, path: newSearch },
      { name: 'facets alone (48 queries)', budget: 10, path: (i) => facets[i % facets.length] },
      {
        name: 'facets, every query new (no cache)',
        budget: 10,
        path: (i) => newSearch(i).replace('/api/offers.json', '/api/facets.json'),
      },
      {
        name: 'autocomplete',
        budget: null,
        path: (i) =>
          `/api/autocomplete-geonames.json?locale=fr_FR&maxResults=30&term=${terms[i % terms.length]}`,
      },
      {
        name: `product page (${everyOffer.length} offers)`,
        budget: null,
        path: (i) => `/api/product/${everyOffer[i % everyOffer.length]}?locale=fr_FR`,
      },
      {
        name: 'availability month',
        budget: null,
        path: (i) =>
          `/api/weekend/${everyOffer[i % everyOffer.length]}/availabilities.json?locale=fr_FR&month=${month}&length=1&adult=2&child=0&baby=0`,
      },
      {
        name: 'quote',
        budget: null,
        path: (i) => {
          const stay = stays[i % stays.length];
          return `/api/product/${stay.id}/quote?locale=fr_FR&checkin=${stay.checkin}&nights=${stay.nights}&adult=2&child=0&baby=0`;
        },
      },
    ];
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(
      `${'endpoint'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'CPU/req'.padStart(9)}  budget`,
    );
    const rows = [];
    for (const line of lines) {
      const cpuBefore = cpuMs(pid);
      const r = await load(base, line.path);
      // The API's CPU per answer: what the figures would be on a quiet machine, whatever else runs.
      const cpuPerRequest = (cpuMs(pid) - cpuBefore) / r.count;
      const verdict =
        line.budget === null
          ? '—'
          : r.p95 <= line.budget && r.rps >= 1000
            ? `p95 ≤ ${line.budget} ms, ≥ 1,000/s ✓`
            : `p95 ≤ ${line.budget} ms, ≥ 1,000/s ✗`;
      console.log(
        `${line.name.padEnd(44)} ${Math.round(r.rps).toString().padStart(8)} ${ms(r.p50).padStart(9)} ${ms(r.p95).padStart(9)} ${ms(r.p99).padStart(9)} ${`${cpuPerRequest.toFixed(2)} ms`.padStart(9)}  ${verdict}${r.errors ? `  (${r.errors} non-2xx)` : ''}`,
      );
      rows.push({ ...line, ...r, cpuPerRequest });
    }
    console.log('\nRSS after the load: %d MB', Math.round(rssMb(pid)));
    return rows;
  } finally {
    await api.stop();
  }
}

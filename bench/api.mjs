// API latency and throughput on loopback (autocannon), at the default scale, against the budgets of
// DESIGN.md: search with facets and dates p95 ≤ 10 ms and ≥ 1,000 requests/s on 2 cores.
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

export async function benchApi() {
  console.log(
    '\nAPI — default scale, autocannon on loopback, %d connections, %d s per line\n',
    CONNECTIONS,
    DURATION,
  );
  const api = await startApi({
    port: 4100,
    env: { LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = api.url;
    const cities = await json(`${base}/api/autocomplete-geonames.json?term=a&locale=fr_FR&maxResults=30`);
    const cityIds = cities
      .filter((group) => group.category === 'city')
      .flatMap((group) => group.items.map((item) => item.id))
      .slice(0, 12);
    const offers = await json(`${base}/api/offers.json?locale=fr_FR&limit=24`);
    const offerIds = offers.exactMatch.map((offer) => offer.id);
    const month = isoDay(40).slice(0, 7);
    const searches = cityIds.flatMap((city, c) =>
      [14, 21, 30, 45].map(
        (day) =>
          `/api/offers.json?locale=fr_FR&city=${city}&checkin=${isoDay(day + c)}&night=2&a=2&stars=3,4,5&hotelScore=7&orderBy=priceQuality`,
      ),
    );
    const facets = searches.map((path) => path.replace('/api/offers.json', '/api/facets.json'));
    const terms = ['par', 'bar', 'flor', 'amst', 'brug', 'anne', 'sev', 'rom', 'gand', 'nice'];
    const lines = [
      {
        name: 'search with facets and dates (48 queries)',
        budget: 10,
        path: (i) => searches[i % searches.length],
      },
      {
        name: 'search, every query new (no cache)',
        budget: null,
        path: (i) => `${searches[i % searches.length]}&priceMax=${30000 + (i % 100_000)}`,
      },
      { name: 'facets alone (48 queries)', budget: 10, path: (i) => facets[i % facets.length] },
      {
        name: 'autocomplete',
        budget: null,
        path: (i) =>
          `/api/autocomplete-geonames.json?locale=fr_FR&maxResults=30&term=${terms[i % terms.length]}`,
      },
      {
        name: 'availability month',
        budget: null,
        path: (i) =>
          `/api/weekend/${offerIds[i % offerIds.length]}/availabilities.json?locale=fr_FR&month=${month}&length=1&adult=2&child=0&baby=0`,
      },
      {
        name: 'quote',
        budget: null,
        path: (i) =>
          `/api/product/${offerIds[i % offerIds.length]}/quote?locale=fr_FR&checkin=${isoDay(30 + (i % 20))}&nights=2&adult=2&child=0&baby=0`,
      },
    ];
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(
      `${'endpoint'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}  budget`,
    );
    const rows = [];
    for (const line of lines) {
      const r = await load(base, line.path);
      const verdict =
        line.budget === null
          ? '—'
          : r.p95 <= line.budget && r.rps >= 1000
            ? `p95 ≤ ${line.budget} ms, ≥ 1,000/s ✓`
            : `p95 ≤ ${line.budget} ms, ≥ 1,000/s ✗`;
      console.log(
        `${line.name.padEnd(44)} ${Math.round(r.rps).toString().padStart(8)} ${ms(r.p50).padStart(9)} ${ms(r.p95).padStart(9)} ${ms(r.p99).padStart(9)}  ${verdict}${r.errors ? `  (${r.errors} non-2xx)` : ''}`,
      );
      rows.push({ ...line, ...r });
    }
    return rows;
  } finally {
    await api.stop();
  }
}

// Server rendering time of each page kind of the shop: autocannon on loopback, 10 connections, a few
// seconds per page (BENCH_SHOP_SECONDS, 5 by default), against the budget of DESIGN.md: p95 ≤ 50 ms.
import autocannon from 'autocannon';
import { percentile } from './stats.mjs';
import { mark, tableHead, tableRow } from './table.mjs';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SHOP_SECONDS ?? 5);
const P95_BUDGET = 50;

/**
 * The path the server is asked for: a browser never sends the hash, so the checkout's state goes in
 * the query, as without JavaScript, and the server prices the stay as it renders.
 */
export const serverPath = (path) => path.replace('#', '?');

/**
 * Requests/s, and p50 and p95 of every response's time (autocannon's own summary has p90 and p97.5,
 * no p95); `unexpected` counts the answers with another status than the page's, and the errors.
 */
export async function serverTimes(origin, page, seconds = SECONDS) {
  const url = `${origin}${serverPath(page.path)}`;
  // One request first, so that the first render's one-off costs (loading the route's modules) stay out.
  await fetch(url, { headers: page.headers }).then((response) => response.arrayBuffer());
  const times = [];
  let unexpected = 0;
  const instance = autocannon({ url, headers: page.headers, connections: CONNECTIONS, duration: seconds });
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    if (status !== (page.status ?? 200)) unexpected += 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    unexpected: unexpected + result.errors,
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;

const columns = [
  { title: 'page', width: 18, cell: (r) => r.name },
  { title: 'req/s', width: 7, cell: (r) => Math.round(r.rps).toString() },
  { title: 'p50', width: 9, cell: (r) => ms(r.p50) },
  { title: 'p95', width: 11, cell: (r) => `${ms(r.p95)} ${mark(r.p95 <= P95_BUDGET)}` },
  { title: '', width: 0, cell: (r) => (r.unexpected ? `${r.unexpected} unexpected answers` : '') },
];

/** Loads each page in turn and prints a line per page. */
export async function benchServerTimes(origin, pages, seconds = SECONDS) {
  console.log(
    `\n━━ Server rendering per page (autocannon, ${CONNECTIONS} connections, ${seconds} s per page)`,
  );
  console.log(tableHead(columns));
  const rows = [];
  for (const page of pages) {
    const row = { name: page.name, ...(await serverTimes(origin, page, seconds)) };
    console.log(tableRow(columns, row));
    rows.push(row);
  }
  console.log(`budget: p95 ≤ ${P95_BUDGET} ms; the checkout is asked with its state in the query`);
  return rows;
}

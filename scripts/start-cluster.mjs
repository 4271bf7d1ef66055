#!/usr/bin/env node
// `npm run start:cluster`: the shop as it scales out. Two API processes and two shop processes on
// one PostgreSQL server (DATABASE_URL, or a private one started as the tests start theirs), behind
// one port that sends each new visitor to the next shop in turn. The first API process migrates
// and seeds while the second waits (an advisory lock); each follows the other's orders through
// PostgreSQL's LISTEN/NOTIFY. Staff sign in at the first API's identity provider, which both use.
// Ports: PORT (the front, 3000), API_PORTS (4000,4002), SHOP_PORTS (3001,3002).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startApi } from './api-process.mjs';
import { bootstrap } from './bootstrap.mjs';
import { startPostgres } from './postgres.mjs';
import { startRoundRobin } from './round-robin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
bootstrap();

const host = process.env.HOST ?? '127.0.0.1';
const ports = (name, fallback) => (process.env[name] ?? fallback).split(',').map(Number);
const port = Number(process.env.PORT ?? 3000);
const apiPorts = ports('API_PORTS', '4000,4002');
const shopPorts = ports('SHOP_PORTS', '3001,3002');
const frontUrl = `http://${host}:${port}`;

const stops = [];
async function stopAll(code) {
  for (const stop of stops.reverse()) await stop();
  process.exit(code);
}

let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('› starting a private PostgreSQL server (set DATABASE_URL to use another)');
  const postgres = await startPostgres();
  stops.push(async () => postgres.stop());
  databaseUrl = postgres.url;
}
console.log(`› PostgreSQL: ${databaseUrl}`);

// One identity provider for staff: the first API's (unless OIDC_ISSUER names another), so that a
// sign-in started through one API process can come back through the other.
const localIssuer = `http://${host}:${Number(process.env.OIDC_LOCAL_PORT ?? apiPorts[0] + 1)}`;
const apiEnv = (index) => ({
  DATABASE_URL: databaseUrl,
  SHOP_ORIGIN: process.env.SHOP_ORIGIN ?? frontUrl,
  ...(index > 0 && !process.env.OIDC_ISSUER
    ? {
        OIDC_ISSUER: localIssuer,
        OIDC_CLIENT_ID: 'escale-shop',
        OIDC_CLIENT_SECRET: process.env.OIDC_CLIENT_SECRET || 'escale-local-client-secret',
      }
    : {}),
});

console.log(`› starting ${apiPorts.length} API processes (the first migrates and seeds, the others wait)`);
const started = await Promise.allSettled(
  apiPorts.map((apiPort, i) => startApi({ port: apiPort, host, env: apiEnv(i) })),
);
for (const result of started) if (result.status === 'fulfilled') stops.push(() => result.value.stop());
const failed = started.find((result) => result.status === 'rejected');
if (failed) {
  console.error(String(failed.reason));
  await stopAll(1);
}
const apis = started.map((result) => result.value);

if (!process.env.SKIP_SHOP_BUILD) {
  console.log('› building the shop');
  const build = spawnSync('pnpm --filter @escale/shop build', { shell: true, stdio: 'inherit', cwd: root });
  if (build.status !== 0) await stopAll(build.status ?? 1);
}

// Shop i talks to API i: a visitor kept on one shop keeps one API (and its payment sandbox).
const shops = shopPorts.map((shopPort, i) => {
  const child = spawn('pnpm', ['--filter', '@escale/shop', 'start'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST: host,
      PORT: String(shopPort),
      API_URL: apis[i % apis.length].url,
      // The front passes each visitor's address on: the API's limits count visitors, not the front.
      TRUSTED_PROXIES: host,
    },
  });
  stops.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  return { child, url: `http://${host}:${shopPort}` };
});
for (const shop of shops) {
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${shop.url}/fr`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 240 || shop.child.exitCode !== null) {
      console.error(`The shop on ${shop.url} did not start`);
      await stopAll(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const front = await startRoundRobin({ port, host, backends: shops.map((shop) => shop.url) });
stops.push(() => front.close());

console.log(`
Escale is running as a cluster:
  Shop       ${front.url}/   (one port, ${shops.length} shop processes in turn; markets: /fr /es /it /nl /be/fr /be/nl)
  Shops      ${shops.map((shop) => `${shop.url}/`).join('  ')}
  APIs       ${apis.map((api) => `${api.url}/api/health`).join('  ')}
  Staff      sign in at ${process.env.OIDC_ISSUER ?? localIssuer}
  Database   ${databaseUrl}
(Ctrl+C to stop)`);

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stopAll(0));

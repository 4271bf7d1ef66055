#!/usr/bin/env node
// `npm start`: installs what is missing, starts the API (creating and seeding .data/ on first run),
// builds and serves the shop, and prints the URLs.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startApi } from './api-process.mjs';
import { bootstrap } from './bootstrap.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
bootstrap();

const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.API_PORT ?? 4000);
const port = Number(process.env.PORT ?? 3000);
const shopUrl = `http://${host}:${port}`;
// Staff who sign in at the identity provider come back to this shop.
const api = await startApi({ port: apiPort, host, env: { SHOP_ORIGIN: process.env.SHOP_ORIGIN ?? shopUrl } });

console.log('› building the shop');
const build = spawnSync('pnpm --filter @escale/shop build', { shell: true, stdio: 'inherit', cwd: root });
if (build.status !== 0) {
  await api.stop();
  process.exit(build.status ?? 1);
}

const shop = spawn('pnpm', ['--filter', '@escale/shop', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, HOST: host, PORT: String(port), API_URL: api.url },
});
for (let tries = 0; ; tries += 1) {
  try {
    if ((await fetch(`${shopUrl}/fr`)).ok) break;
  } catch {
    // not listening yet
  }
  if (tries > 240 || shop.exitCode !== null) {
    console.error('The shop did not start');
    await api.stop();
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}

console.log(`
Escale is running:
  Shop       ${shopUrl}/   (markets: /fr /es /it /nl /be/fr /be/nl)
  API        ${api.url}/api/health   (OpenAPI: ${api.url}/api/openapi.json)
  Storybook  npm run storybook
(Ctrl+C to stop)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    shop.kill('SIGTERM');
    await api.stop();
    process.exit(0);
  });
}

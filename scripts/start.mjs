#!/usr/bin/env node
// `npm start`: installs what is missing, starts the API (creating and seeding .data/ on first run),
// builds and serves Storybook, and prints the URLs. (When the shop lands it is served here too.)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startApi } from './api-process.mjs';
import { bootstrap } from './bootstrap.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
bootstrap();

const host = process.env.HOST ?? '127.0.0.1';
const api = await startApi({ port: Number(process.env.API_PORT ?? 4000), host });

console.log('› building Storybook');
const build = spawnSync('pnpm exec storybook build --quiet --output-dir storybook-static', {
  shell: true,
  stdio: 'inherit',
  cwd: root,
});
if (build.status !== 0) {
  await api.stop();
  process.exit(build.status ?? 1);
}

const { serveStatic } = await import('./serve-static.mjs');
const port = Number(process.env.PORT ?? 6006);
await serveStatic(`${root}/storybook-static`, { port, host });
console.log(`
Escale is running:
  API        ${api.url}/api/health   (OpenAPI: ${api.url}/api/openapi.json)
  Storybook  http://${host}:${port}/
(Ctrl+C to stop)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await api.stop();
    process.exit(0);
  });
}

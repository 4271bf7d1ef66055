#!/usr/bin/env node
// `npm start`: installs what is missing, builds Storybook and serves it.
// (When the shop lands, this starts the API and the shop instead and prints the shop URL.)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bootstrap } from './bootstrap.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
bootstrap();

console.log('› building Storybook');
const build = spawnSync('pnpm exec storybook build --quiet --output-dir storybook-static', {
  shell: true,
  stdio: 'inherit',
  cwd: root,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const { serveStatic } = await import('./serve-static.mjs');
const port = Number(process.env.PORT ?? 6006);
const host = process.env.HOST ?? '127.0.0.1';
await serveStatic(`${root}/storybook-static`, { port, host });
console.log(`\nEscale Storybook: http://${host}:${port}/\n(Ctrl+C to stop)`);

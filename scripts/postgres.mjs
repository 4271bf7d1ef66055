// A private PostgreSQL cluster on 127.0.0.1 for tests and benchmarks: created in a temporary
// folder, started on a free port, dropped afterwards. Installs Debian's server when it is missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin') : null;
}

export function ensurePostgresInstalled() {
  if (binDir()) return;
  console.log('› installing PostgreSQL from Debian packages');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const result = spawnSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq postgresql`, {
    shell: true,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !binDir()) throw new Error('Could not install PostgreSQL');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a throwaway cluster; resolves to { url, stop }. */
export async function startPostgres() {
  ensurePostgresInstalled();
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'escale-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: run it as the postgres system user when we are root.
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (command, args) =>
    execFileSync(asUser[0] ?? command, asUser.length ? [...asUser.slice(1), command, ...args] : args, {
      stdio: 'pipe',
    });
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'escale',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
  ]);
  const url = `postgres://escale@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url, stop };
}

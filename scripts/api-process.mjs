// Starts the API as a child process and waits until /api/health answers.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function startApi({
  port = 4000,
  host = '127.0.0.1',
  env = {},
  stdio = 'inherit',
  timeoutMs = 300_000,
} = {}) {
  const child = spawn('pnpm', ['--filter', '@escale/api', 'start'], {
    cwd: root,
    stdio,
    env: { ...process.env, API_PORT: String(port), API_HOST: host, ...env },
  });
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code) => {
    exited = code;
  });
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The API exited with code ${exited}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, child, stop: () => stopChild(child) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('The API did not answer /api/health in time');
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

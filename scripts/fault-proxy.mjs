// A proxy that breaks the API on demand, between the shop's server and the API: e2e/faults.spec.ts
// puts it in front of a second shop and turns each fault on for the paths it names.
//
//   pass     the call goes through
//   down     the connection is cut as soon as the request arrives (ECONNRESET)
//   slow     nothing is answered until the client gives up (beyond the shop's timeout)
//   error    500 with the API's error shape
//   garbled  200 with a body that is not JSON
//
// `node scripts/fault-proxy.mjs <port> <target> [mode] [pattern]` runs one by hand.
import { createServer, request as httpRequest } from 'node:http';

export const FAULT_MODES = ['pass', 'down', 'slow', 'error', 'garbled'];

/**
 * Starts the proxy on `port` in front of `target` (`http://127.0.0.1:4400`). Rules are tried in
 * order: the first whose pattern matches the path (and query) decides; without a match, `pass`.
 */
export function startFaultProxy({ port, target, host = '127.0.0.1' }) {
  const upstream = new URL(target);
  /** @type {{ pattern: RegExp, mode: string }[]} */
  let rules = [];
  const counts = { pass: 0, down: 0, slow: 0, error: 0, garbled: 0 };
  const held = new Set();

  const modeOf = (path) => rules.find((rule) => rule.pattern.test(path))?.mode ?? 'pass';

  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const mode = modeOf(path);
    counts[mode] += 1;
    if (process.env.FAULT_PROXY_LOG) console.log(`${mode} ${request.method} ${path}`);
    if (mode === 'down') {
      request.socket.destroy();
      return;
    }
    if (mode === 'slow') {
      // Held until the client hangs up (its timeout) or the proxy stops.
      held.add(response);
      response.once('close', () => held.delete(response));
      request.resume();
      return;
    }
    if (mode === 'error') {
      request.resume();
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'Injected fault' } }));
      return;
    }
    if (mode === 'garbled') {
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"exactMatch": [{"id": 1, "title": "<html>Bad gateway');
      return;
    }
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        counts,
        /** Every path matching `pattern` (a RegExp or its source) gets `mode`; earlier rules win. */
        fault(mode, pattern = /./) {
          if (!FAULT_MODES.includes(mode)) throw new Error(`Unknown fault mode ${mode}`);
          rules.push({ pattern: pattern instanceof RegExp ? pattern : new RegExp(pattern), mode });
        },
        /** Everything passes again; held answers are cut. */
        heal() {
          rules = [];
          for (const response of held) response.destroy();
        },
        close() {
          for (const response of held) response.destroy();
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port = '4405', target = 'http://127.0.0.1:4400', mode = 'pass', pattern = '.'] =
    process.argv.slice(2);
  const proxy = await startFaultProxy({ port: Number(port), target });
  proxy.fault(mode, pattern);
  console.log(`› fault proxy on ${proxy.url} → ${target}: ${mode} for /${pattern}/`);
}

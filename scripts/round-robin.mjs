// A small HTTP front for several copies of one server: each new visitor goes to the next copy in
// turn, and keeps it (a cookie names the copy), since a payment started in the sandbox provider of
// one API process is only known there. A copy that refuses the connection is skipped. The peer's
// address is passed on in X-Forwarded-For.
import { createServer, request as httpRequest } from 'node:http';

const COOKIE = 'escale_backend';

/** Starts the front on `port`; resolves to { url, close }. `backends` are base URLs (http://host:port). */
export function startRoundRobin({ port, host = '127.0.0.1', backends }) {
  const targets = backends.map((base) => new URL(base));
  let next = 0;
  const server = createServer((req, res) => {
    const pinned = new RegExp(`(?:^|;\\s*)${COOKIE}=(\\d+)`).exec(req.headers.cookie ?? '')?.[1];
    const chosen =
      pinned !== undefined && Number(pinned) < targets.length ? Number(pinned) : next++ % targets.length;
    forward(req, res, chosen, pinned === undefined, targets.length);
  });

  function forward(req, res, index, pin, triesLeft) {
    const target = targets[index];
    const headers = {
      ...req.headers,
      host: target.host,
      'x-forwarded-for': req.socket.remoteAddress ?? '',
      'x-forwarded-host': req.headers.host ?? '',
    };
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        const outgoing = { ...answer.headers };
        if (pin) {
          const cookie = `${COOKIE}=${index}; Path=/; HttpOnly; SameSite=Lax`;
          const set = outgoing['set-cookie'] ?? [];
          outgoing['set-cookie'] = [...(Array.isArray(set) ? set : [set]), cookie];
        }
        res.writeHead(answer.statusCode ?? 502, outgoing);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      // Nothing was sent to a copy that refused the connection: the next one gets the request,
      // unless its body is already on its way.
      const refused = error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET';
      if (refused && triesLeft > 1 && !res.headersSent && (req.method === 'GET' || req.method === 'HEAD')) {
        forward(req, res, (index + 1) % targets.length, true, triesLeft - 1);
        return;
      }
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    if (req.method === 'GET' || req.method === 'HEAD') upstream.end();
    else req.pipe(upstream);
  }

  // Idle connections outlive the clients' reuse of them (Node's 5 s races with it).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

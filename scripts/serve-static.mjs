// Serves a built folder (Storybook today) on 127.0.0.1.
import { createServer } from 'node:http';
import sirv from 'sirv';

export function serveStatic(folder, { port, host = '127.0.0.1' }) {
  const handler = sirv(folder, { single: false, etag: true, gzip: true });
  return new Promise((resolve) => {
    const server = createServer((req, res) =>
      handler(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      }),
    );
    server.listen(port, host, () => resolve(server));
  });
}

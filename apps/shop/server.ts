// The shop in production: static assets, the same-origin API proxy, and server rendering.

import { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { proxy } from 'hono/proxy';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { CACHE_POLICIES } from './app/lib/cachePolicy';
import { pageMessageRecorder } from './app/lib/pageMessages.server';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';

const build = (await import(new URL('./build/server/index.js', import.meta.url).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');
/**
 * The visitor's address, as the API's limits count it (voucher codes typed, S-349): the peer's,
 * never an X-Forwarded-For the browser could write itself.
 */
const visitorAddress = (c: Context) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

/** A document's render records the messages it shows; a navigation's data carries none. */
const loadContext = (c: Context): AppLoadContext => ({
  pageMessages: new URL(c.req.url).pathname.endsWith('.data') ? null : pageMessageRecorder(),
  clientAddress: visitorAddress(c),
});

const app = new Hono();
app.use(compress());
app.use(
  '/assets/*',
  serveStatic({
    root: './build/client',
    onFound: (_path, c) => c.header('Cache-Control', CACHE_POLICIES.immutable),
  }),
);
app.use('/favicon.svg', serveStatic({ root: './build/client' }));

// The browser reaches the API's prefixes through the shop's origin (DESIGN.md "Layout").
const toApi = (c: Context) => {
  const url = new URL(c.req.url);
  return proxy(`${apiUrl}${url.pathname}${url.search}`, {
    ...c.req,
    headers: {
      ...c.req.header(),
      host: undefined,
      // A large body's `Expect: 100-continue` is the shop's to answer, not forwarded (fetch refuses it).
      expect: undefined,
      'x-forwarded-for': visitorAddress(c),
      // The scheme the visitor used: the account's session cookie is Secure on https.
      'x-forwarded-proto': c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', ''),
    },
    // A redirect is the browser's to follow (the sign-in's 303 sets its cookie on the way).
    redirect: 'manual',
  });
};
app.all('/api/*', toApi);
app.all('/content/*', toApi);
app.all('/gateway/*', toApi);
app.post('/error', toApi);
app.post('/analytics/*', toApi);

// A form the shop's pages post (checkout, contact, sign-in) is a few KB: past 64 KB it is refused
// before it is read whole, as the API refuses its own bodies (docs/decisions.md "Limits").
const FORM_BODY_LIMIT_BYTES = 64 * 1024;
app.use('*', bodyLimit({ maxSize: FORM_BODY_LIMIT_BYTES, onError: (c) => c.text('Payload Too Large', 413) }));
app.all('*', (c) => handle(c.req.raw, loadContext(c)));

const server = serve({ fetch: app.fetch, port, hostname }, () => {
  console.log(`› shop listening on http://${hostname}:${port}/`);
});
// Idle connections outlive the clients' and proxies' reuse of them (Node's 5 s races with it).
if (server instanceof HttpServer) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

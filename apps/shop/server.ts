// The shop in production: static assets, the same-origin API proxy, and server rendering.

import { Server as HttpServer } from 'node:http';
import {
  ANALYTICS_BODY_LIMIT_BYTES,
  type ApiErrorBody,
  BODY_LIMIT_BYTES,
  baseSecurityHeaders,
  isCrossSiteRequest,
  isHttpsRequest,
  type RequestSite,
  visitorAddressOf,
} from '@escale/domain';
import { drainOnSigterm } from '@escale/server';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { proxy } from 'hono/proxy';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { CACHE_POLICIES } from './app/lib/cachePolicy';
import { frameAncestorsOf, newNonce, shopContentSecurityPolicy } from './app/lib/contentSecurity';
import { pageMessageRecorder } from './app/lib/pageMessages.server';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';

const build = (await import(new URL('./build/server/index.js', import.meta.url).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');
/** The proxies in front of the shop (`TRUSTED_PROXIES`, their addresses, comma-separated; none by default). */
const trustedProxies = (process.env.TRUSTED_PROXIES ?? '')
  .split(',')
  .map((address) => address.trim())
  .filter(Boolean);

/**
 * The visitor's address, as the API's limits count it (voucher codes typed, S-349): the peer's, or
 * what a trusted proxy says it is, never an X-Forwarded-For the browser could write itself.
 */
const visitorAddress = (c: Context) => {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  return visitorAddressOf(peer, c.req.header('x-forwarded-for'), trustedProxies);
};

type Env = { Variables: { nonce: string } };

/** A document's render records the messages it shows; a navigation's data carries none. */
const loadContext = (c: Context<Env>): AppLoadContext => ({
  pageMessages: new URL(c.req.url).pathname.endsWith('.data') ? null : pageMessageRecorder(),
  clientAddress: visitorAddress(c),
  cspNonce: c.get('nonce'),
});

const siteOf = (c: Context): RequestSite => ({ url: c.req.url, header: (name) => c.req.header(name) });

/**
 * Every answer's security headers (issue 16 §1, `lib/contentSecurity.ts`): the API's answers come
 * through with their own; the shop's get the page policy with the request's nonce, and their
 * cookies are Secure when the visitor came over https. A form or a call that another site's page
 * sends to change something is refused, as the API refuses it, before any action reads it.
 */
const securityHeaders = createMiddleware<Env>(async (c, next) => {
  const site = siteOf(c);
  const isHttps = isHttpsRequest(site);
  const secure = (response: Response, nonce: string) => {
    const headers = {
      ...baseSecurityHeaders(isHttps),
      'Content-Security-Policy': shopContentSecurityPolicy(
        nonce,
        frameAncestorsOf(new URL(c.req.url).pathname),
      ),
    };
    for (const [name, value] of Object.entries(headers)) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (isHttps && cookies.some((cookie) => !/;\s*Secure/i.test(cookie))) {
      response.headers.delete('Set-Cookie');
      for (const cookie of cookies) {
        response.headers.append('Set-Cookie', /;\s*Secure/i.test(cookie) ? cookie : `${cookie}; Secure`);
      }
    }
    return response;
  };
  const nonce = newNonce();
  if (isCrossSiteRequest(c.req.method, site, process.env.PUBLIC_ORIGIN)) {
    const refusal = {
      error: {
        code: 'CROSS_SITE',
        message: 'A request that changes something comes from this site’s own pages',
      },
    } satisfies ApiErrorBody;
    return secure(c.json(refusal, 403), nonce);
  }
  c.set('nonce', nonce);
  await next();
  secure(c.res, nonce);
});

const app = new Hono<Env>();
app.use(compress());
app.use(securityHeaders);
app.use(
  '/assets/*',
  serveStatic({
    root: './build/client',
    onFound: (_path, c) => c.header('Cache-Control', CACHE_POLICIES.immutable),
  }),
);
app.use('/favicon.svg', serveStatic({ root: './build/client' }));

/** How long the API may take to start answering a proxied call (`API_TIMEOUT_MS`, as the loaders). */
const apiTimeoutMs = Number(process.env.API_TIMEOUT_MS) || 4_000;

/** What the browser gets when the API does not answer (in time): the API's error shape, never a hang. */
const unavailable = (c: Context<Env>, error: unknown) => {
  const timedOut =
    error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  console.error(`API ${timedOut ? 'timed out' : 'unreachable'} for ${new URL(c.req.url).pathname}`);
  return c.json(
    {
      error: {
        code: 'UNAVAILABLE',
        message: timedOut ? 'The API did not answer in time' : 'The API is unreachable',
      },
    },
    timedOut ? 504 : 502,
  );
};

// The browser reaches the API's prefixes through the shop's origin (DESIGN.md "Layout"); the API
// has `apiTimeoutMs` to start its answer, which then streams through.
const toApi = async (c: Context<Env>) => {
  const url = new URL(c.req.url);
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('API timeout', 'TimeoutError')),
    apiTimeoutMs,
  );
  const visitorGone = c.req.raw.signal;
  try {
    return await proxyToApi(c, url, AbortSignal.any([visitorGone, timeout.signal]));
  } catch (error) {
    return unavailable(c, error);
  } finally {
    clearTimeout(timer);
  }
};

const proxyToApi = (c: Context<Env>, url: URL, signal: AbortSignal) => {
  return proxy(`${apiUrl}${url.pathname}${url.search}`, {
    ...c.req,
    headers: {
      ...c.req.header(),
      host: undefined,
      // A large body's `Expect: 100-continue` is the shop's to answer, not forwarded (fetch refuses it).
      expect: undefined,
      'x-forwarded-for': visitorAddress(c),
      // The host the visitor asked for: the API compares a request's Origin with it.
      'x-forwarded-host': c.req.header('x-forwarded-host') ?? url.host,
      // The scheme the visitor used: the account's session cookie is Secure on https.
      'x-forwarded-proto': c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', ''),
    },
    // A redirect is the browser's to follow (the sign-in's 303 sets its cookie on the way).
    redirect: 'manual',
    signal,
  });
};
// A body past the largest the API takes is refused here rather than sent on: the API would answer
// before reading it, and the rest of the upload would fail on its closed connection.
app.use(
  '*',
  bodyLimit({
    maxSize: ANALYTICS_BODY_LIMIT_BYTES,
    onError: (c) =>
      c.json(
        {
          error: { code: 'PAYLOAD_TOO_LARGE', message: 'The body is too large' },
        } satisfies ApiErrorBody,
        413,
        { connection: 'close' },
      ),
  }),
);
app.all('/api/*', toApi);
app.all('/content/*', toApi);
app.all('/gateway/*', toApi);
app.post('/error', toApi);
app.post('/analytics/*', toApi);

// A form the shop's pages post (checkout, contact, sign-in) is a few KB: past BODY_LIMIT_BYTES it is
// refused before it is read whole, as the API refuses its own bodies (docs/decisions.md "Limits").
// The rest of a refused body is not read: the connection closes with the answer, or the next request
// a browser sends on it would be reset.
app.use(
  '*',
  bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.text('Payload Too Large', 413, { connection: 'close' }),
  }),
);
app.all('*', (c) => handle(c.req.raw, loadContext(c)));

const server = serve({ fetch: app.fetch, port, hostname }, () => {
  console.log(`› shop listening on http://${hostname}:${port}/`);
});
// Idle connections outlive the clients' and proxies' reuse of them (Node's 5 s races with it).
if (server instanceof HttpServer) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
// SIGTERM lets the pages and proxied calls in flight finish before the process exits.
drainOnSigterm(server, async () => undefined);

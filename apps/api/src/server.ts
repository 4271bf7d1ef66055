import { Server as HttpServer } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { todayInTimeZone } from '@escale/domain';
import { drainOnSigterm } from '@escale/server';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CATALOG_TIME_ZONE, Catalog } from './catalog/catalog';
import { InventoryFeed } from './catalog/inventoryFeed';
import { loadConfig } from './config';
import { preloadHotelContent } from './content/hotels';
import { migrate, openDatabase } from './db/database';
import { whileAlone } from './db/startupLock';
import { createLogger } from './logger';
import { OutboxMailer } from './mail/mailer';
import { fileTransport, smtpTransport } from './mail/transport';
import { SandboxPaymentProvider } from './orders/payments';
import { startReconciliation } from './orders/reconcile';
import { REVIEW_HIGHLIGHTS } from './routes/product';
import { SearchIndex } from './search/index';
import { ensureSeeded } from './seed/index';
import { staffAuthConfig } from './staff/config';
import { startLocalIdentityProvider } from './staff/localIdentityProvider';

const progress = (line: string) => console.log(`› ${line}`);

/** A full garbage collection, through V8's flag when the process was not started with --expose-gc. */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
}

const config = loadConfig();
const logger = createLogger(config.logLevel);

const opening = performance.now();
progress(config.databaseUrl ? 'opening PostgreSQL (DATABASE_URL)' : `opening PGlite in ${config.dataDir}`);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const now = () => new Date();
// Other API processes of the same PostgreSQL database wait while one migrates and seeds.
await whileAlone(database, async () => {
  const applied = await migrate(database.db);
  progress(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations up to date');
  await ensureSeeded(database.db, {
    scale: config.seedScale,
    today: todayInTimeZone(now(), CATALOG_TIME_ZONE).date,
    onProgress: progress,
  });
});
// Orders placed through other processes change rooms left: heard from before the catalog loads.
const inventoryFeed = await InventoryFeed.open(database, logger);
const started = performance.now();
const catalog = await Catalog.load(database.db, now);
const search = await SearchIndex.load(database.db, catalog);
inventoryFeed?.follow(catalog, database.db);
progress(
  `catalog and search index loaded: ${catalog.offers.size} offers in ${Math.round(performance.now() - started)} ms`,
);
const contentStarted = performance.now();
const content = await preloadHotelContent(database.db, REVIEW_HIGHLIGHTS);
// Loading leaves hundreds of MB of rows behind: collect them now rather than during the first requests.
collectGarbage();
progress(
  `hotel content loaded: ${content.size.hotels} hotels, ${Math.round(content.size.bytes / 1e6)} MB deflated, in ${Math.round(performance.now() - contentStarted)} ms; ready ${Math.round((performance.now() - opening) / 1000)} s after opening the database, RSS ${Math.round(process.memoryUsage.rss() / 1e6)} MB`,
);

const transport = config.mail.smtpUrl
  ? smtpTransport(config.mail.smtpUrl)
  : fileTransport(config.mail.outboxDir);
const mailer = new OutboxMailer({ db: database.db, transport, from: config.mail.from, logger });
progress(`mail outbox: ${transport.description}${config.mail.smtpUrl ? '' : ' (set SMTP_URL to send them)'}`);

const staffAuth = staffAuthConfig(process.env, { port: config.port, host: config.host });
const identityProvider = staffAuth.local
  ? await startLocalIdentityProvider({ ...staffAuth, local: staffAuth.local })
  : null;
progress(
  staffAuth.local
    ? `staff sign-in: local identity provider on ${staffAuth.issuer}, account ${staffAuth.local.account.email} / ${staffAuth.local.account.password} (set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for another)`
    : `staff sign-in: ${staffAuth.issuer}`,
);

const deps = {
  db: database.db,
  databaseKind: database.kind,
  catalog,
  search,
  logger,
  now,
  payments: new SandboxPaymentProvider(now),
  mailer,
};
const { app } = createApp({ ...deps, staffAuth, rateLimitScale: config.rateLimitScale });
mailer.start();
// Intents a stopped process or a silent provider left half-done are settled now and every 5 minutes.
const stopReconciling = startReconciliation(deps);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  progress(`API listening on http://${config.host}:${info.port}/api/health`);
});
// Idle connections stay open longer than clients and proxies keep them for reuse: with Node's 5 s,
// a request sent on a connection the server is just closing is reset (ECONNRESET).
if (server instanceof HttpServer) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

// SIGTERM stops accepting, lets in-flight requests and the mail pass finish, then closes the database.
drainOnSigterm(server, async () => {
  await stopReconciling();
  await mailer.stop();
  await identityProvider?.close();
  await inventoryFeed?.close();
  await database.close();
});

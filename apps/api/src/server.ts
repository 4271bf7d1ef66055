import { serve } from '@hono/node-server';
import { createApp } from './app';
import { Catalog } from './catalog/catalog';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { createLogger } from './logger';

const progress = (line: string) => console.log(`› ${line}`);

const config = loadConfig();
const logger = createLogger(config.logLevel);

progress(config.databaseUrl ? 'opening PostgreSQL (DATABASE_URL)' : `opening PGlite in ${config.dataDir}`);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(database.db);
progress(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations up to date');

const now = () => new Date();
const started = performance.now();
const catalog = await Catalog.load(database.db, now);
progress(`catalog loaded: ${catalog.offers.size} offers in ${Math.round(performance.now() - started)} ms`);

const { app } = createApp({ db: database.db, databaseKind: database.kind, catalog, logger, now });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  progress(`API listening on http://${config.host}:${info.port}/api/health`);
});

/** Stops accepting connections, lets in-flight requests finish, then closes the database. */
async function shutdown(signal: string) {
  progress(`${signal}: finishing in-flight requests`);
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  await database.close();
  progress('stopped');
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

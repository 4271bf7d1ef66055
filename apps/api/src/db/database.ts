import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import * as catalog from './migrations/0001_catalog';
import * as giftBoxes from './migrations/0002_gift_boxes';
import * as orders from './migrations/0003_orders';
import * as rateHistory from './migrations/0004_rate_history';
import * as vouchers from './migrations/0005_vouchers';
import * as giftExtras from './migrations/0006_gift_extras';
import * as productOrders from './migrations/0007_product_orders';
import * as redemptions from './migrations/0008_redemptions';
import * as newsletter from './migrations/0009_newsletter';
import * as giftCardPayments from './migrations/0010_gift_card_payments';
import * as redemptionMail from './migrations/0011_redemption_mail';
import * as contactRequests from './migrations/0012_contact_requests';
import * as activityOrders from './migrations/0013_activity_orders';
import * as messenger from './migrations/0014_messenger';
import * as rateLimits from './migrations/0015_rate_limits';
import * as analyticsEvents from './migrations/0016_analytics_events';
import * as automaticPromotion from './migrations/0017_automatic_promotion';
import * as partnerMinisites from './migrations/0018_partner_minisites';
import * as customerAccounts from './migrations/0019_customer_accounts';
import * as staffSessions from './migrations/0020_staff_sessions';
import * as orderAccess from './migrations/0021_order_access';
import * as inventoryNotifications from './migrations/0023_inventory_notifications';
import type { DB } from './schema';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (absent on PGlite). */
  url?: string;
  /** The application_name of this handle's sessions: which process a session or a change is. */
  origin: string;
  close(): Promise<void>;
}

const DATE = 1082;
const NUMERIC = 1700;
const INT8 = 20;

/**
 * PostgreSQL when `url` is given, otherwise embedded PGlite in `dataDir` (in memory when absent).
 * Both read dates as `YYYY-MM-DD` strings, and numeric and bigint columns as numbers.
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<DatabaseHandle> {
  const origin = `escale-api-${randomBytes(6).toString('hex')}`;
  if (options.url) {
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE) return (value: string) => value;
        if (oid === NUMERIC || oid === INT8) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      },
    };
    const pool = new pg.Pool({ connectionString: options.url, max: 10, types, application_name: origin });
    // An idle client whose connection the server ended (a restart, a dropped database) is
    // discarded by the pool and replaced on next use; without a listener it would crash the process.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', url: options.url, origin, close: () => db.destroy() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', {
    parsers: {
      [DATE]: (value: string) => value,
      [NUMERIC]: (value: string) => Number(value),
      [INT8]: (value: string) => Number(value),
    },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', origin, close: () => db.destroy() };
}

/** The versioned migrations, the same for PGlite and PostgreSQL. */
const migrations: Record<string, Migration> = {
  '0001_catalog': catalog,
  '0002_gift_boxes': giftBoxes,
  '0003_orders': orders,
  '0004_rate_history': rateHistory,
  '0005_vouchers': vouchers,
  '0006_gift_extras': giftExtras,
  '0007_product_orders': productOrders,
  '0008_redemptions': redemptions,
  '0009_newsletter': newsletter,
  '0010_gift_card_payments': giftCardPayments,
  '0011_redemption_mail': redemptionMail,
  '0012_contact_requests': contactRequests,
  '0013_activity_orders': activityOrders,
  '0014_messenger': messenger,
  '0015_rate_limits': rateLimits,
  '0016_analytics_events': analyticsEvents,
  '0017_automatic_promotion': automaticPromotion,
  '0018_partner_minisites': partnerMinisites,
  '0019_customer_accounts': customerAccounts,
  '0020_staff_sessions': staffSessions,
  '0021_order_access': orderAccess,
  '0023_inventory_notifications': inventoryNotifications,
};

/** The migrations' names, in the order they apply. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

/**
 * Applies the migrations not applied yet (up to `upTo` when given, for the upgrade test); returns
 * their names. Numbers are reserved per branch, so a database may have a later one already when an
 * earlier one lands: it is applied all the same. Migrations only move forward: a database with a
 * migration this release does not know (a newer release's) is refused, never rolled back.
 */
export async function migrate(db: Database, upTo?: string): Promise<string[]> {
  const chosen = upTo ? MIGRATION_NAMES.filter((name) => name <= upTo) : MIGRATION_NAMES;
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(chosen.map((name) => [name, migrations[name] as Migration])),
  };
  const { error, results } = await new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) {
    const unknown = /previously executed migration (\S+) is missing/.exec(String(error))?.[1];
    if (unknown) {
      throw new Error(
        `The database has migration ${unknown}, which this release does not know: it was migrated by a newer release. Migrations only move forward; run that release or a later one.`,
      );
    }
    throw error;
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

import pg from 'pg';
import type { Logger } from 'pino';
import type { Database, DatabaseHandle } from '../db/database';
import type { Catalog } from './catalog';

// Several API processes on one PostgreSQL server each hold the read model in memory. An order
// placed through one changes rooms left in the database; the `inventory` channel (migration 0023's
// trigger on allotments, sent when the order's transaction commits) tells the others which room
// changed, and each reloads that room's nights from the database. A process hears its own changes
// too: whatever wrote them (an order, a payment settled later, a script), the reload is the same,
// and reloads asked for at once are read together. On PGlite there is one process: no feed.

export const INVENTORY_CHANNEL = 'inventory';
const RECONNECT_MS = 1000;

/** What the trigger sends: a room and the nights changed, or every room. */
interface Change {
  room?: string;
  all?: boolean;
  /** The writer's application_name (which process), for the logs. */
  origin?: string;
}

export class InventoryFeed {
  private client: pg.Client | null = null;
  private target: { catalog: Catalog; db: Database } | null = null;
  /** Rooms announced before the catalog was followed (while it loads). */
  private early = new Set<string>() as Set<string> | 'all';
  private closed = false;
  private reconnecting: NodeJS.Timeout | null = null;

  private constructor(
    private readonly url: string,
    private readonly origin: string,
    private readonly logger: Pick<Logger, 'warn' | 'error'>,
  ) {}

  /**
   * Listens on a dedicated connection; null on PGlite. Open it before loading the catalog, so that
   * no change committed during the load goes unheard.
   */
  static async open(
    database: Pick<DatabaseHandle, 'kind' | 'url' | 'origin'>,
    logger: Pick<Logger, 'warn' | 'error'>,
  ): Promise<InventoryFeed | null> {
    if (database.kind !== 'postgres' || !database.url) return null;
    const feed = new InventoryFeed(database.url, database.origin, logger);
    await feed.connect();
    return feed;
  }

  /** Applies the changes heard from now on (and those heard since `open`) to `catalog`. */
  follow(catalog: Catalog, db: Database): void {
    this.target = { catalog, db };
    const early = this.early;
    this.early = new Set();
    if (early === 'all' || early.size > 0) this.apply(early === 'all' ? 'all' : [...early]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnecting) clearTimeout(this.reconnecting);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: `${this.origin}-feed` });
    client.on('notification', (message) => {
      if (message.channel === INVENTORY_CHANNEL && message.payload) this.heard(message.payload);
    });
    // A connection lost (a server restart, a network cut) is opened again; what was said meanwhile
    // is unknown, so every room is reloaded.
    const lost = (error?: Error) => {
      if (this.client !== client || this.closed) return;
      this.client = null;
      this.logger.warn({ err: error }, 'inventory feed lost its connection; reconnecting');
      client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`listen ${INVENTORY_CHANNEL}`);
    this.client = client;
  }

  private scheduleReconnect(): void {
    this.reconnecting = setTimeout(async () => {
      this.reconnecting = null;
      try {
        await this.connect();
        this.apply('all');
      } catch (error) {
        this.logger.warn({ err: error }, 'inventory feed could not reconnect; trying again');
        this.scheduleReconnect();
      }
    }, RECONNECT_MS);
    this.reconnecting.unref();
  }

  private heard(payload: string): void {
    let change: Change;
    try {
      change = JSON.parse(payload) as Change;
    } catch {
      return;
    }
    if (change.all) this.apply('all');
    else if (typeof change.room === 'string') this.apply([change.room]);
  }

  private apply(rooms: string[] | 'all'): void {
    if (!this.target) {
      if (rooms === 'all') this.early = 'all';
      else if (this.early !== 'all') for (const room of rooms) this.early.add(room);
      return;
    }
    // Reloads of the same moment are read together (Inventory.reload).
    this.target.catalog.reloadRooms(this.target.db, rooms).catch((error: unknown) => {
      this.logger.error({ err: error }, 'inventory reload failed');
    });
  }
}

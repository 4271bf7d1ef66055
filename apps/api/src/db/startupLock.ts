import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/** The advisory lock's key: "escale" in ASCII, the same for every API process of a database. */
const STARTUP_LOCK = 0x65_73_63_61_6c_65;

/**
 * Runs `prepare` (migrations and seeding) while no other API process of the same PostgreSQL
 * database does: the first process to start migrates and seeds, the others wait for it on a
 * session advisory lock, then find the database ready. PGlite belongs to one process: no lock.
 */
export async function whileAlone<T>(database: DatabaseHandle, prepare: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return prepare();
  return database.db.connection().execute(async (session) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(session);
    try {
      return await prepare();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(session);
    }
  });
}

import type { Database } from './database';

// Secrets every process on one database signs with: a row of `server_secrets` made by the migration
// that needs it, or the environment's value when one is given. Read once per database.

const read = new Map<string, WeakMap<Database, Promise<string>>>();

/** The secret `name` of `db`, or `override` when set. */
export function serverSecret(db: Database, name: string, override: string | undefined): Promise<string> {
  if (override) return Promise.resolve(override);
  let byDatabase = read.get(name);
  if (!byDatabase) {
    byDatabase = new WeakMap();
    read.set(name, byDatabase);
  }
  let secret = byDatabase.get(db);
  if (!secret) {
    const kept = byDatabase;
    secret = db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
      .then((row) => row.value);
    // A failed read is tried again next time rather than kept.
    secret.catch(() => kept.delete(db));
    byDatabase.set(db, secret);
  }
  return secret;
}

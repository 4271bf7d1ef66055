import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

/**
 * Inserts rows in one transaction, `batch` rows per statement. Each statement sends its rows as a
 * single JSON parameter expanded by `jsonb_populate_recordset`: one parameter instead of thousands
 * keeps PGlite and PostgreSQL fast, and JSON arrays become PostgreSQL arrays on the way.
 */
export async function insertRows(
  db: Database,
  table: keyof DB,
  rows: ReadonlyArray<Record<string, unknown>>,
  batch = 1000,
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = sql.join(Object.keys(first).map((column) => sql.ref(column)));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += batch) {
      const json = JSON.stringify(rows.slice(start, start + batch));
      await sql`
        insert into ${sql.table(table)} (${columns})
        select ${columns} from jsonb_populate_recordset(null::${sql.table(table)}, ${json}::jsonb)
      `.execute(trx);
    }
  });
  return rows.length;
}

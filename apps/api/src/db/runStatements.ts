import { type Kysely, sql } from 'kysely';

/**
 * Runs a script of SQL statements one by one: PGlite's extended protocol, like prepared statements
 * on a server, takes a single statement at a time. Statements end with `;` at the end of a line
 * or before the next statement; `--` comments are dropped.
 */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)|;\s+(?=drop |create |alter |insert )/i)
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}

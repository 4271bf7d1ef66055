import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * The requests a limited route counted, per bucket (the route) and client: kept in the database so
 * that a limit holds across the API's processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table rate_limit_hits (
      bucket text not null,
      client text not null,
      at timestamptz not null
    );
    create index rate_limit_hits_client on rate_limit_hits (bucket, client, at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table rate_limit_hits;');
}

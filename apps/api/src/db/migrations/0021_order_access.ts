import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * The key that signs an order's access token (orders/access.ts), made once per database so that
 * every API process on it agrees; ORDER_ACCESS_SECRET overrides it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    insert into server_secrets (name, value)
      values ('orderAccess', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `delete from server_secrets where name = 'orderAccess';`);
}

import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * The automatic extra discount (S-159, G-45): the one promotion code booking cards offer by
 * themselves, marked `automatic` (at most one row is); the search answers it while it is valid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table promotion_codes add column automatic boolean not null default false;
    create unique index promotion_codes_one_automatic on promotion_codes (automatic) where automatic;
    update promotion_codes set automatic = true where code = 'AUTO10';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'alter table promotion_codes drop column automatic;');
}

import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * The beneficiary's booking mail (S-349): an outbox row tells either an order or a redemption,
 * never both, and each at most once per kind, as an order's mail is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table outbox alter column order_id drop not null;
    alter table outbox add column redemption_id uuid references redemptions (id);
    alter table outbox add constraint outbox_redemption_id_kind_key unique (redemption_id, kind);
    alter table outbox add constraint outbox_one_subject check ((order_id is null) <> (redemption_id is null));
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from outbox where redemption_id is not null;
    alter table outbox drop constraint outbox_one_subject;
    alter table outbox drop column redemption_id;
    alter table outbox alter column order_id set not null;
    `,
  );
}

import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * The beneficiary's side of a gift (S-349, S-488…S-490): a voucher exchanged for its stay, at most
 * once (the unique voucher), with the room-nights it reserved; and the wrong codes typed per client,
 * which the login counts against guessing across processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table redemptions (
      id uuid primary key,
      voucher_code text not null unique references vouchers (code),
      offer_id integer not null references offers (id),
      checkin date not null,
      checkout date not null check (checkout > checkin),
      beneficiary jsonb not null,
      -- In cents: the stay's price on those dates, what the voucher covered, and the rest paid.
      stay_amount integer not null check (stay_amount >= 0),
      voucher_amount integer not null check (voucher_amount >= 0),
      supplement integer not null check (supplement >= 0),
      payment_intent_id text unique,
      created_at timestamptz not null default now(),
      check ((supplement = 0) = (payment_intent_id is null))
    );

    create table voucher_login_failures (
      id bigint generated always as identity primary key,
      client text not null,
      failed_at timestamptz not null default now()
    );
    create index voucher_login_failures_client on voucher_login_failures (client, failed_at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table voucher_login_failures; drop table redemptions;');
}

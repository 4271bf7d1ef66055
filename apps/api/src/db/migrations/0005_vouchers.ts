import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * What a confirmed order produces (S-281, G-62): the vouchers of a gift, and the e-mails to send,
 * written in the order's transaction and sent afterwards (a transactional outbox). A mail row is
 * claimed by one sender at a time (`claimed_until`) and retried at `next_attempt_at` until sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table vouchers (
      code text primary key,
      order_id uuid not null references orders (id),
      -- The gift item's position in its order: one voucher per item, however often it is issued.
      item smallint not null default 0,
      kind text not null check (kind in ('SINGLEVOUCHER', 'BOX')),
      offer_id integer not null references offers (id),
      nights smallint not null check (nights > 0),
      adults smallint not null default 2,
      -- What the buyer paid for the stay, in cents.
      value integer not null check (value >= 0),
      format text not null check (format in ('digital', 'physical')),
      from_name text,
      message text,
      valid_until date not null,
      status text not null default 'ISSUED' check (status in ('ISSUED', 'REDEEMED')),
      created_at timestamptz not null default now(),
      unique (order_id, item)
    );

    create table outbox (
      id bigint generated always as identity primary key,
      order_id uuid not null references orders (id),
      kind text not null,
      recipient text not null,
      subject text not null,
      -- The rendered text and HTML bodies, and the voucher codes whose PDFs are attached when sent.
      payload jsonb not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      claimed_until timestamptz,
      sent_at timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      unique (order_id, kind)
    );
    create index outbox_unsent on outbox (next_attempt_at) where sent_at is null;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table outbox; drop table vouchers;');
}

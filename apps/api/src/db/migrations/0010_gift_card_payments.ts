import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * Gift cards paying for orders (S-257): what each order took from a card. A card's balance is its
 * voucher's value less what its uses took; an order takes from a card once. An order that gift
 * cards paid in full has no payment intent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table gift_card_uses (
      order_id uuid not null references orders (id),
      voucher_code text not null references vouchers (code),
      amount integer not null check (amount > 0),
      created_at timestamptz not null default now(),
      primary key (order_id, voucher_code)
    );
    create index gift_card_uses_voucher on gift_card_uses (voucher_code);

    alter table orders alter column payment_intent_id drop not null;
    alter table orders add constraint orders_paid_somehow
      check (payment_intent_id is not null or payment_method = 'GIFTCARD');
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table orders drop constraint orders_paid_somehow;
    alter table orders alter column payment_intent_id set not null;
    drop table gift_card_uses;
    `,
  );
}

import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * Orders of every gift kind (S-305): a stay (booked, or given as a single voucher), a gift box or
 * a gift card. Only a stay names an offer; a box order names its box, a gift card order its amount.
 * Their vouchers follow: a box's names the box and its nights, a gift card's only its value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table orders add column product_type text;
    update orders set product_type = case when gift is null then 'STAY' else 'SINGLEVOUCHER' end;
    alter table orders alter column product_type set not null;
    alter table orders alter column offer_id drop not null;
    alter table orders add column box_code text references gift_boxes (code);
    alter table orders add column gift_card_amount integer check (gift_card_amount > 0);
    alter table orders add constraint orders_product_type_check
      check (product_type in ('STAY', 'SINGLEVOUCHER', 'BOX', 'GIFTCARD'));
    alter table orders add constraint orders_product_check check (
      (offer_id is not null) = (product_type in ('STAY', 'SINGLEVOUCHER'))
      and (box_code is not null) = (product_type = 'BOX')
      and (gift_card_amount is not null) = (product_type = 'GIFTCARD')
      -- Every gift carries its format and message; only a stay booked for oneself has dates.
      and (gift is null) = (product_type = 'STAY')
      and (checkin is not null) = (product_type = 'STAY')
    );

    alter table vouchers drop constraint vouchers_kind_check;
    alter table vouchers add constraint vouchers_kind_check check (kind in ('SINGLEVOUCHER', 'BOX', 'GIFTCARD'));
    alter table vouchers alter column offer_id drop not null;
    alter table vouchers alter column nights drop not null;
    alter table vouchers add column box_code text references gift_boxes (code);
    alter table vouchers add constraint vouchers_product_check check (
      (offer_id is not null) = (kind = 'SINGLEVOUCHER')
      and (box_code is not null) = (kind = 'BOX')
      -- A gift card is worth an amount, not nights.
      and (nights is null) = (kind = 'GIFTCARD')
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from outbox where order_id in (select id from orders where product_type in ('BOX', 'GIFTCARD'));
    delete from vouchers where kind in ('BOX', 'GIFTCARD');
    delete from orders where product_type in ('BOX', 'GIFTCARD');
    alter table vouchers drop constraint vouchers_product_check;
    alter table vouchers drop column box_code;
    alter table vouchers alter column nights set not null;
    alter table vouchers alter column offer_id set not null;
    alter table vouchers drop constraint vouchers_kind_check;
    alter table vouchers add constraint vouchers_kind_check check (kind in ('SINGLEVOUCHER', 'BOX'));
    alter table orders drop constraint orders_product_check;
    alter table orders drop constraint orders_product_type_check;
    alter table orders drop column gift_card_amount;
    alter table orders drop column box_code;
    alter table orders alter column offer_id set not null;
    alter table orders drop column product_type;
    `,
  );
}

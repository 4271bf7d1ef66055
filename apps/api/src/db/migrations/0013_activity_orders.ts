import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * Activity vouchers sold (001 §2.7, S-286): an order of an activity-only voucher names it, for its
 * participants; bought for oneself or to offer, it carries a gift's format and message like every
 * voucher order, and produces an activity voucher valid 12 months.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table orders add column activity_voucher_id integer references activity_vouchers (id);
    alter table orders drop constraint orders_product_type_check;
    alter table orders add constraint orders_product_type_check
      check (product_type in ('STAY', 'SINGLEVOUCHER', 'BOX', 'GIFTCARD', 'DIGITAL_ACTIVITY_ONLY'));
    alter table orders drop constraint orders_product_check;
    alter table orders add constraint orders_product_check check (
      (offer_id is not null) = (product_type in ('STAY', 'SINGLEVOUCHER'))
      and (box_code is not null) = (product_type = 'BOX')
      and (gift_card_amount is not null) = (product_type = 'GIFTCARD')
      and (activity_voucher_id is not null) = (product_type = 'DIGITAL_ACTIVITY_ONLY')
      and (gift is null) = (product_type = 'STAY')
      and (checkin is not null) = (product_type = 'STAY')
    );

    alter table vouchers add column activity_voucher_id integer references activity_vouchers (id);
    alter table vouchers drop constraint vouchers_kind_check;
    alter table vouchers add constraint vouchers_kind_check
      check (kind in ('SINGLEVOUCHER', 'BOX', 'GIFTCARD', 'ACTIVITY'));
    alter table vouchers drop constraint vouchers_product_check;
    alter table vouchers add constraint vouchers_product_check check (
      (offer_id is not null) = (kind = 'SINGLEVOUCHER')
      and (box_code is not null) = (kind = 'BOX')
      and (activity_voucher_id is not null) = (kind = 'ACTIVITY')
      -- A gift card is worth an amount, an activity voucher its participants' activity: no nights.
      and (nights is null) = (kind in ('GIFTCARD', 'ACTIVITY'))
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from outbox where order_id in (select id from orders where product_type = 'DIGITAL_ACTIVITY_ONLY');
    delete from vouchers where kind = 'ACTIVITY';
    delete from orders where product_type = 'DIGITAL_ACTIVITY_ONLY';
    alter table vouchers drop constraint vouchers_product_check;
    alter table vouchers add constraint vouchers_product_check check (
      (offer_id is not null) = (kind = 'SINGLEVOUCHER')
      and (box_code is not null) = (kind = 'BOX')
      and (nights is null) = (kind = 'GIFTCARD')
    );
    alter table vouchers drop constraint vouchers_kind_check;
    alter table vouchers add constraint vouchers_kind_check check (kind in ('SINGLEVOUCHER', 'BOX', 'GIFTCARD'));
    alter table vouchers drop column activity_voucher_id;
    alter table orders drop constraint orders_product_check;
    alter table orders add constraint orders_product_check check (
      (offer_id is not null) = (product_type in ('STAY', 'SINGLEVOUCHER'))
      and (box_code is not null) = (product_type = 'BOX')
      and (gift_card_amount is not null) = (product_type = 'GIFTCARD')
      and (gift is null) = (product_type = 'STAY')
      and (checkin is not null) = (product_type = 'STAY')
    );
    alter table orders drop constraint orders_product_type_check;
    alter table orders add constraint orders_product_type_check
      check (product_type in ('STAY', 'SINGLEVOUCHER', 'BOX', 'GIFTCARD'));
    alter table orders drop column activity_voucher_id;
    `,
  );
}

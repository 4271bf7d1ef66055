import { generateVoucherCode, voucherValidUntil } from '@escale/domain';
import type { Selectable, Transaction } from 'kysely';
import type { DB, OrderGift, OrdersTable, VouchersTable } from '../db/schema';

export type OrderRow = Selectable<OrdersTable>;
export type VoucherRow = Selectable<VouchersTable>;

/** What a voucher is for, beside its code and its message: by the order's product (S-281, S-305). */
function voucherProduct(order: OrderRow, gift: OrderGift) {
  const { stayAmount, reductionAmount } = order.amounts;
  const paid = Math.max(0, stayAmount - reductionAmount);
  if (order.product_type === 'BOX' && order.box_code) {
    const box = order.summary.box;
    return { kind: 'BOX' as const, box_code: order.box_code, nights: box?.nights ?? 1, value: paid };
  }
  if (order.product_type === 'GIFTCARD' && order.gift_card_amount !== null) {
    return { kind: 'GIFTCARD' as const, nights: null, value: order.gift_card_amount };
  }
  if (order.product_type === 'DIGITAL_ACTIVITY_ONLY' && order.activity_voucher_id !== null) {
    const activity_voucher_id = order.activity_voucher_id;
    return {
      kind: 'ACTIVITY' as const,
      activity_voucher_id,
      nights: null,
      adults: order.adults,
      value: paid,
    };
  }
  return { kind: 'SINGLEVOUCHER' as const, offer_id: order.offer_id, nights: gift.nights ?? 1, value: paid };
}

/**
 * The voucher of a gift order (S-281): one per gift item, worth what the buyer paid for the stay
 * or the box (for 2 people), or the gift card's amount; valid one year from `today`, a box's one
 * and a half. An activity order's, for oneself or to offer, is for its participants, 12 months.
 * Issued again for the same order, it stays the first.
 */
export async function issueVouchers(
  trx: Transaction<DB>,
  order: OrderRow,
  today: string,
): Promise<VoucherRow[]> {
  const gift = order.gift;
  if (!gift) return [];
  const product = voucherProduct(order, gift);
  await trx
    .insertInto('vouchers')
    .values({
      code: generateVoucherCode(),
      order_id: order.id,
      item: 0,
      offer_id: null,
      adults: 2,
      ...product,
      format: gift.format,
      from_name: gift.fromName || null,
      message: gift.message || null,
      valid_until: voucherValidUntil(today, product.kind),
    })
    .onConflict((oc) => oc.columns(['order_id', 'item']).doNothing())
    .execute();
  return trx.selectFrom('vouchers').selectAll().where('order_id', '=', order.id).orderBy('item').execute();
}

/** Where the confirmation page and the e-mail link a voucher's PDF. */
export const voucherPdfPath = (orderId: string, code: string) =>
  `/api/orders/${orderId}/vouchers/${code}.pdf`;

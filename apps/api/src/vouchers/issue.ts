import { generateVoucherCode, voucherValidUntil } from '@escale/domain';
import type { Selectable, Transaction } from 'kysely';
import type { DB, OrdersTable, VouchersTable } from '../db/schema';

export type OrderRow = Selectable<OrdersTable>;
export type VoucherRow = Selectable<VouchersTable>;

/**
 * The voucher of a gift order (S-281): one per gift item, for 2 people, worth what the buyer paid
 * for the stay, valid one year from `today`. Issued again for the same order, it stays the first.
 */
export async function issueVouchers(
  trx: Transaction<DB>,
  order: OrderRow,
  today: string,
): Promise<VoucherRow[]> {
  const gift = order.gift;
  if (!gift) return [];
  const { stayAmount, reductionAmount } = order.amounts;
  await trx
    .insertInto('vouchers')
    .values({
      code: generateVoucherCode(),
      order_id: order.id,
      item: 0,
      kind: 'SINGLEVOUCHER',
      offer_id: order.offer_id,
      nights: gift.nights,
      adults: 2,
      value: Math.max(0, stayAmount - reductionAmount),
      format: gift.format,
      from_name: gift.fromName || null,
      message: gift.message || null,
      valid_until: voucherValidUntil(today, 'SINGLEVOUCHER'),
    })
    .onConflict((oc) => oc.columns(['order_id', 'item']).doNothing())
    .execute();
  return trx.selectFrom('vouchers').selectAll().where('order_id', '=', order.id).orderBy('item').execute();
}

/** Where the confirmation page and the e-mail link a voucher's PDF. */
export const voucherPdfPath = (orderId: string, code: string) =>
  `/api/orders/${orderId}/vouchers/${code}.pdf`;

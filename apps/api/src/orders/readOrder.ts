import type { Order } from '@escale/domain';
import { notFound } from '../http/errors';
import { voucherPdfPath } from '../vouchers/issue';
import { fulfilOrder } from './fulfilment';
import { captureOrLeave } from './payments';
import type { OrderDeps } from './placeOrder';

// The confirmation page's order (G-62). A pending payment is asked again of its provider: once
// confirmed the order is; once declined the order fails and its room-nights are given back.

export async function readOrder(deps: OrderDeps, orderUUID: string): Promise<Order> {
  let row = await deps.db.selectFrom('orders').selectAll().where('id', '=', orderUUID).executeTakeFirst();
  if (!row) throw notFound('Order');
  const intent = row.payment_intent_id;
  if (row.status === 'PENDING' && intent) {
    const status = deps.payments.status(intent);
    if (status === 'AUTHORIZED' || status === 'DECLINED') {
      const next = status === 'AUTHORIZED' ? 'CONFIRMED' : 'FAILED';
      const changed = await settle(deps, orderUUID, next);
      if (next === 'CONFIRMED') captureOrLeave(deps, intent);
      if (changed && next === 'CONFIRMED') deps.mailer?.kick();
      if (changed && next === 'FAILED' && row.checkin && row.offer_id !== null) {
        const offer = deps.catalog.offers.get(row.offer_id);
        if (offer) await deps.catalog.reloadRooms(deps.db, [offer.roomId]);
      }
      row = { ...row, status: next };
    }
  }
  const vouchers = await deps.db
    .selectFrom('vouchers')
    .select(['code', 'valid_until', 'format'])
    .where('order_id', '=', orderUUID)
    .orderBy('item')
    .execute();
  return {
    orderUUID: row.id,
    reference: row.reference,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    locale: row.locale as Order['locale'],
    buyer: { firstName: row.buyer.firstName, lastName: row.buyer.lastName, email: row.buyer.email },
    payment: {
      method: row.payment_method,
      last4: row.card_last4,
      amountPaid: row.amount_paid,
      schedule: row.schedule,
    },
    summary: row.summary,
    insurance: row.insurance_choice,
    vouchers: vouchers.map((v) => ({
      code: v.code,
      validUntil: v.valid_until,
      format: v.format,
      pdfUrl: voucherPdfPath(row.id, v.code),
    })),
  };
}

/**
 * Moves a pending order on, once: a confirmed one gets its vouchers and mail in the same
 * transaction, a failed one gives its nights and its gift cards' part back. True when it changed it.
 */
async function settle(deps: OrderDeps, orderUUID: string, next: 'CONFIRMED' | 'FAILED'): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('orders')
      .set({ status: next, updated_at: new Date() })
      .where('id', '=', orderUUID)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
    if (!order) return false;
    if (next === 'CONFIRMED') await fulfilOrder(trx, order, deps.catalog.clock().date);
    if (next === 'FAILED') {
      await trx.deleteFrom('gift_card_uses').where('order_id', '=', orderUUID).execute();
      const taken = await trx
        .deleteFrom('room_night_reservations')
        .where('order_id', '=', orderUUID)
        .returning(['room_id', 'night', 'quantity'])
        .execute();
      for (const night of taken) {
        await trx
          .updateTable('allotments')
          .set((eb) => ({ reserved: eb('reserved', '-', night.quantity) }))
          .where('room_id', '=', night.room_id)
          .where('night', '=', night.night)
          .execute();
      }
    }
    return true;
  });
}
